import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from "kysely";
import pg from "pg";
import type { Database } from "./schema.server.ts";
import { withStatementCache } from "./statement-cache.server.ts";

export type DialectName = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, without credentials, for logs. */
  description: string;
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * SQLite transactions start with BEGIN IMMEDIATE: a writer takes the write lock up front and a second
 * writer waits (busy timeout) instead of failing half-way. With that, DDL inside a transaction is safe,
 * so migrations can run in one transaction even when two instances start at once.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class SafeSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }

  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }
}

const directVersionReaders = new WeakMap<Kysely<Database>, () => number>();

/**
 * For SQLite, a synchronous read of data_version straight from the connection: about a microsecond instead
 * of ~30-100 µs through Kysely's driver (statement preparation, connection mutex, promises). Searches read it
 * on every request. Undefined for PostgreSQL, which needs a round trip either way.
 */
export function directDataVersionReader(db: Kysely<Database>): (() => number) | undefined {
  return directVersionReaders.get(db);
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** "sqlite:data/x.db", "file:data/x.db" or a plain path -> the file path (":memory:" stays as is). */
export function sqlitePath(url: string): string {
  return url.replace(/^(sqlite|file):(\/\/)?/, "");
}

let pgTypesConfigured = false;
function configurePgTypes() {
  if (pgTypesConfigured) return;
  // count(*) and sum() of integers come back as int8 strings; our counts fit comfortably in a JS number.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
  pgTypesConfigured = true;
}

export interface OpenOptions {
  poolSize?: number;
  /**
   * Nothing can be written: SQLite opens the file read-only; PostgreSQL sessions start with
   * default_transaction_read_only, so a write fails even from a role that may write.
   */
  readOnly?: boolean;
  /**
   * "server" (the default) keeps a large SQLite page cache and maps the file into memory, for the site's
   * repeated reads. "batch" is for a command-line tool that writes once and must stay small in memory: a page
   * cache of 8 MB and no memory map (every mapped page read would count in the tool's resident memory).
   */
  memory?: "server" | "batch";
  /**
   * A SQLite file that does not exist: "create" it (the default, for the server and the tests), or "refuse"
   * with a MissingDatabaseError, for the operator commands, so that a mistyped DATABASE_URL is reported
   * instead of becoming a new, empty database.
   */
  missingFile?: "create" | "refuse";
}

/** DATABASE_URL names a SQLite file that does not exist, and the caller asked not to create one. */
export class MissingDatabaseError extends Error {
  readonly path: string;

  constructor(path: string) {
    super(
      `There is no database at ${path}: check DATABASE_URL, or run \`npm run db:migrate\` to create a database.`,
    );
    this.name = "MissingDatabaseError";
    this.path = path;
  }
}

/** Throws a MissingDatabaseError when `url` names a SQLite file that does not exist (PostgreSQL: never). */
export function requireExistingDatabase(url: string): void {
  if (isPostgresUrl(url)) return;
  const path = sqlitePath(url);
  if (path !== ":memory:" && !existsSync(path)) throw new MissingDatabaseError(path);
}

/**
 * A SQLite file opened read-only. SQLite reads a WAL database (ours always are) through a -shm file beside it,
 * which it must create when no connection has the database open; in a folder this user cannot write, it
 * reads a copy in a temporary folder instead. That is only done without a -wal file, which means no
 * connection has the database open, so the copy is the whole database.
 */
function openSqliteReadOnly(path: string): { database: SqliteDatabase.Database; cleanup: () => void } {
  const database = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
  try {
    database.pragma("schema_version");
    return { database, cleanup: () => {} };
  } catch (error) {
    database.close();
    const code = (error as { code?: unknown }).code;
    const folderNotWritable = code === "SQLITE_READONLY_DIRECTORY" || code === "SQLITE_CANTOPEN";
    if (!folderNotWritable || existsSync(`${path}-wal`)) throw error;
    const dir = mkdtempSync(join(tmpdir(), "trt-read-only-"));
    const copy = join(dir, basename(path));
    copyFileSync(path, copy);
    return {
      database: new SqliteDatabase(copy, { readonly: true, fileMustExist: true }),
      cleanup: () => rmSync(dir, { recursive: true, force: true }),
    };
  }
}

export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  if (options.missingFile === "refuse") requireExistingDatabase(url);
  if (isPostgresUrl(url)) {
    configurePgTypes();
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.readOnly ? { options: "-c default_transaction_read_only=on" } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const parsed = new URL(url);
    return {
      db,
      dialect: "postgres",
      description: `postgres://${parsed.host}${parsed.pathname}`,
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      close: () => db.destroy(),
    };
  }

  const path = sqlitePath(url);
  let database: SqliteDatabase.Database;
  let cleanup = () => {};
  if (options.readOnly) {
    ({ database, cleanup } = openSqliteReadOnly(path));
  } else {
    if (path !== ":memory:") mkdirSync(dirname(resolve(path)), { recursive: true });
    database = new SqliteDatabase(path);
    database.pragma("journal_mode = WAL");
  }
  database.pragma("busy_timeout = 10000");
  database.pragma("foreign_keys = ON");
  database.pragma("synchronous = NORMAL");
  const batch = options.memory === "batch";
  database.pragma(batch ? "cache_size = -8192" : "cache_size = -65536");
  database.pragma(batch ? "mmap_size = 0" : "mmap_size = 268435456");
  database.pragma("temp_store = MEMORY");
  // Read-only: a plain BEGIN, since BEGIN IMMEDIATE asks for the write lock.
  const dialectConfig = { database: withStatementCache(database) };
  const db = new Kysely<Database>({
    dialect: options.readOnly ? new SqliteDialect(dialectConfig) : new SafeSqliteDialect(dialectConfig),
  });
  let versionStatement: SqliteDatabase.Statement<[], number> | undefined;
  directVersionReaders.set(db, () => {
    // Prepared on first use: the table exists only once migrations have run.
    versionStatement ??= database
      .prepare<[], number>("select version from data_version where id = 1")
      .pluck();
    return Number(versionStatement.get() ?? 0);
  });
  return {
    db,
    dialect: "sqlite",
    description: `sqlite:${path}`,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      await db.destroy();
      cleanup();
    },
  };
}
