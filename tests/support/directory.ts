import type { Kysely } from "kysely";
import { createDirectory, type Directory } from "../../app/server/clinics/directory.server.ts";
import type { Database } from "../../app/server/db/schema.server.ts";

const directories = new WeakMap<Kysely<Database>, Directory>();

/** The directory of a test database, one per connection as the server keeps one. */
export function directoryOf(db: Kysely<Database>): Directory {
  let directory = directories.get(db);
  if (!directory) {
    directory = createDirectory(db);
    directories.set(db, directory);
  }
  return directory;
}
