// An embedded PostgreSQL for the dialect tests on machines without a PostgreSQL server (decision 18): PGlite,
// PostgreSQL compiled to WebAssembly, served on a local TCP port by its socket package, so the tests and the
// processes they start reach it through the same `pg` driver and code paths as a real server.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { PROJECT_ROOT } from "../../app/server/paths.server.ts";

/** Set by the Vitest global setup when the tests run on PGlite: the data directory every database starts from. */
export const EMBEDDED_TEMPLATE_VARIABLE = "TEST_POSTGRES_EMBEDDED_TEMPLATE";

const PGLITE_DIR = join(PROJECT_ROOT, "node_modules/@electric-sql/pglite");
/** More than the tests ever open at once: pools of the test and of every server or script it starts. */
const MAX_CONNECTIONS = 100;

/**
 * A freshly initialised data directory as a tar file, made once per PGlite version: initdb takes seconds,
 * while loading a copy of its result takes a fraction of one. Kept in node_modules/.cache across runs.
 */
export async function embeddedTemplate(): Promise<string> {
  const { version } = JSON.parse(readFileSync(join(PGLITE_DIR, "package.json"), "utf8")) as {
    version: string;
  };
  const dir = join(PROJECT_ROOT, "node_modules/.cache/trt-clinic-finder");
  const file = join(dir, `pglite-${version}-datadir.tar`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create();
  try {
    const dump = await db.dumpDataDir("none");
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.close();
  }
  return file;
}

// Per test process: compiling the WebAssembly module once saves about a second on every database.
let compiledModule: Promise<WebAssembly.Module> | undefined;
const templates = new Map<string, Blob>();

function pgliteModule(): Promise<WebAssembly.Module> {
  compiledModule ??= WebAssembly.compile(readFileSync(join(PGLITE_DIR, "dist/pglite.wasm")));
  return compiledModule;
}

function templateBlob(file: string): Blob {
  let blob = templates.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    templates.set(file, blob);
  }
  return blob;
}

const READY_FOR_QUERY = 0x5a; // 'Z', then int32 length 5 and the transaction status
const IDLE = 0x49; // 'I': no transaction block open
const TERMINATE = 0x58; // 'X'

/** Whether a backend's answer ends with ReadyForQuery outside a transaction block. */
function endsIdle(chunks: Uint8Array[]): boolean {
  const answer = Buffer.concat(chunks);
  let offset = 0;
  let idle = false;
  while (offset + 5 <= answer.length) {
    const type = answer[offset];
    const length = answer.readInt32BE(offset + 1);
    idle = type === READY_FOR_QUERY && answer[offset + 5] === IDLE;
    offset += 1 + length;
  }
  return idle && offset === answer.length;
}

/**
 * The socket package runs one message at a time from any connection and keeps to one connection only while
 * `isInTransaction()` says so, but PostgreSQL's extended protocol (Parse, Bind, Execute, ... Sync) keeps
 * state between messages outside transactions too: two connections' requests interleave and one binds the
 * other's unnamed statement (electric-sql/pglite#1046). Seen through this view, the database counts as in a
 * transaction from a connection's first message until the backend is ready for a query with no transaction
 * block open, so each connection runs whole requests and whole transactions.
 */
function keepingRequestsWhole(db: PGlite): PGlite {
  let idle = true;
  return new Proxy(db, {
    get(target, property) {
      if (property === "isInTransaction") return () => !idle;
      if (property === "execProtocolRawStream") {
        return async (message: Uint8Array, options: { onRawData: (data: Uint8Array) => void }) => {
          const answer: Uint8Array[] = [];
          await target.execProtocolRawStream(message, {
            ...options,
            onRawData: (data) => {
              answer.push(Buffer.from(data)); // a copy: PGlite reuses the memory behind `data`
              options.onRawData(data);
            },
          });
          if (message[0] !== TERMINATE) idle = endsIdle(answer);
        };
      }
      if (property === "exec") {
        // The socket package rolls back with exec() when a connection leaves in the middle of a request.
        return async (query: string) => {
          const results = await target.exec(query);
          idle = !target.isInTransaction();
          return results;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export interface EmbeddedPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop: () => Promise<void>;
}

/**
 * One database of its own: a PGlite instance started from the template and served on a free local port.
 * A PGlite instance holds a single database, so every test database is an instance rather than a
 * `create database` on a shared server.
 */
export async function startEmbeddedPostgres(templateFile: string): Promise<EmbeddedPostgres> {
  const db = await PGlite.create({
    loadDataDir: templateBlob(templateFile),
    pgliteWasmModule: await pgliteModule(),
  });
  const server = new PGLiteSocketServer({
    db: keepingRequestsWhole(db),
    host: "127.0.0.1",
    port: 0,
    maxConnections: MAX_CONNECTIONS,
  });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
