// Vitest global setup: decides once per run where the PostgreSQL half of the dialect tests runs. A server
// answering at TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) is used as it is;
// without one, the tests run on embedded PGlite (decision 18), except in CI, which must test the real server.
import pg from "pg";
import { POSTGRES_ADMIN_URL } from "./databases.ts";
import { EMBEDDED_TEMPLATE_VARIABLE, embeddedTemplate } from "./embedded-postgres.ts";

const CONNECT_TIMEOUT_MS = 2_000;

/** Undefined when a PostgreSQL server answers at `url`, otherwise why not. */
async function whyPostgresDoesNotAnswer(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
    return undefined;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return code && /^E[A-Z]+$/.test(code) ? code : message;
  } finally {
    await client.end().catch(() => {});
  }
}

function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  return `postgres://${parsed.host}${parsed.pathname}`;
}

export default async function choosePostgres(): Promise<void> {
  const reason = await whyPostgresDoesNotAnswer(POSTGRES_ADMIN_URL);
  if (reason === undefined) return;
  const where = withoutCredentials(POSTGRES_ADMIN_URL);
  if (process.env.CI && process.env.CI !== "false" && process.env.CI !== "0") {
    throw new Error(
      `No PostgreSQL answers at ${where} (${reason}). CI runs the dialect tests on a real server: start one or set TEST_POSTGRES_URL.`,
    );
  }
  console.log(
    `No PostgreSQL answers at ${where} (${reason}): the PostgreSQL half of the dialect tests runs on embedded PGlite.`,
  );
  process.env[EMBEDDED_TEMPLATE_VARIABLE] = await embeddedTemplate();
}
