// The fuzz suite: arbitrary requests to every JSON API endpoint and every form the production server takes,
// signed in where the form needs it, asserting that none is answered with a 5xx and that the server writes
// only JSON log lines meanwhile. FUZZ_RUNS cases per target: 100 in the test suite, 1,000 with `npm run fuzz`.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLINIC_FIELDS } from "../../app/domain/clinic-fields.ts";
import { findAdmin, saveAdmin } from "../../app/server/admin/accounts.server.ts";
import { sessionCookieName } from "../../app/server/admin/cookie.server.ts";
import { createSession } from "../../app/server/admin/sessions.server.ts";
import { CLINIC_PARAMS } from "../../app/server/api/clinic-query.server.ts";
import { API_ROUTES } from "../../app/server/api/endpoints.server.ts";
import { openDatabase } from "../../app/server/db/connect.server.ts";
import { SITE_SERVER_TIMEOUT_MS, startSiteServer } from "../support/http-client.ts";
import type { ServerProcess } from "../support/server-process.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const TIMEOUT_MS = Math.max(60_000, RUNS * 400);

let server: ServerProcess;
let origin: string;
let clinicSlug: string;
let session: { cookie: string; csrf: string };

beforeAll(async () => {
  server = await startSiteServer("fuzz");
  origin = server.base;
  const clinics = (await (await fetch(`${origin}/api/clinics?limit=1`)).json()) as { slug: string }[];
  clinicSlug = clinics[0]?.slug ?? "no-clinic";
  const handle = openDatabase(`sqlite:${server.databaseFile}`);
  try {
    await saveAdmin(handle.db, "fuzz@example.com", "correct horse battery staple");
    const admin = await findAdmin(handle.db, "fuzz@example.com");
    if (!admin) throw new Error("no operator account");
    const started = await createSession(handle.db, admin.id);
    session = { cookie: `${sessionCookieName(true)}=${started.token}`, csrf: started.csrfToken };
  } finally {
    await handle.close();
  }
}, SITE_SERVER_TIMEOUT_MS);

afterAll(async () => {
  await server?.dispose();
});

/** Text as people and scripts send it: plain, unicode, control characters, numbers, injections, long runs. */
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.stringMatching(/^-?\d{1,9}(\.\d{1,6})?$/),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1e308",
    "NaN",
    "true",
    "null",
    "' OR 1=1 --",
    "<script>",
    "%",
    "\u0000",
  ),
  fc.integer({ min: 1, max: 5000 }).map((n) => "x".repeat(n)),
);

function pairsOf(names: readonly string[]) {
  return fc.array(fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 12 })), text), {
    maxLength: 12,
  });
}

/** A request's status: the case fails on a 5xx (or a connection the server dropped without an answer). */
async function statusOf(path: string, init: RequestInit = {}): Promise<number> {
  const response = await fetch(`${origin}${path}`, { redirect: "manual", ...init });
  await response.arrayBuffer();
  return response.status;
}

/** Path parameters as a client could write them on the request line. */
const segment = text.map((value) => encodeURIComponent(value) || "x");

describe("the JSON API under arbitrary input", () => {
  // Every parameter the API documents, and a few it does not.
  const QUERY_NAMES = [...Object.keys(CLINIC_PARAMS), "lat", "lng", "page", "q", "offset"];
  for (const route of API_ROUTES) {
    it(
      `GET ${route.path} never answers 5xx`,
      async () => {
        const names = route.path.match(/:\w+/g) ?? [];
        await fc.assert(
          fc.asyncProperty(
            fc.array(segment, { minLength: names.length, maxLength: names.length }),
            pairsOf(QUERY_NAMES),
            async (values, pairs) => {
              let path = route.path;
              names.forEach((name, i) => {
                path = path.replace(name, values[i] ?? "x");
              });
              const query = new URLSearchParams(pairs).toString();
              const status = await statusOf(query ? `${path}?${query}` : path);
              expect(status, `${path}?${query}`).toBeLessThan(500);
            },
          ),
          { numRuns: RUNS },
        );
      },
      TIMEOUT_MS,
    );
  }
});

/** The body of a form post: URL-encoded as browsers send it, multipart, or anything under any content type. */
function bodies(names: readonly string[], csrf: () => string) {
  const fields = fc
    .tuple(pairsOf(names), fc.boolean())
    .map(([pairs, withToken]) => (withToken ? [...pairs, ["csrf", csrf()] as [string, string]] : pairs));
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fields.map((pairs) => ({
        type: "application/x-www-form-urlencoded",
        body: new URLSearchParams(pairs).toString(),
      })),
    },
    {
      weight: 2,
      arbitrary: fields.map((pairs) => ({
        type: "multipart/form-data; boundary=fuzzfuzz",
        body: `${pairs.map(([name, value]) => `--fuzzfuzz\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "")}"\r\n\r\n${value}\r\n`).join("")}--fuzzfuzz--\r\n`,
      })),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.oneof(
          fc.constantFrom(
            "text/plain",
            "application/json",
            "multipart/form-data",
            "multipart/form-data; boundary=",
            "",
          ),
          fc.string({ maxLength: 30 }).filter((value) => /^[\x20-\x7e]*$/.test(value)),
        ),
        body: text,
      }),
    },
  );
}

/** The fields the site's forms take: a clinic's, the admin's decisions and the visitor's correction. */
const FORM_FIELDS = [
  ...CLINIC_FIELDS.map((field) => field.name),
  ...["intent", "version", "email", "password", "next", "kind", "correction", "contact", "shownAt", "token"],
  ...["website", "id", "ids", "candidate", "clinic", "note", "method", "checkedOn", "mode", "file"],
  ...["challenge", "code", "current", "again", "role"],
  // A claim of a listing, its private page, and the operator's decisions on claims and clinics' proposals.
  ...["name", "jobTitle", "reason", "account", "proposalNote"],
  // The clinic list's bulk form; without "confirm" a fuzzed removal is refused, so later targets keep clinic 1.
  ...["bulkAction", "verificationMethod"],
];

describe("every form under arbitrary posts", () => {
  const forms: { label: string; path: () => string; signedIn: boolean }[] = [
    { label: "/admin/sign-in", path: () => "/admin/sign-in", signedIn: false },
    { label: "/admin/forgot-password", path: () => "/admin/forgot-password", signedIn: false },
    { label: "/admin/set-password", path: () => "/admin/set-password", signedIn: false },
    {
      label: "/clinic/:slug/suggest-edit",
      path: () => `/clinic/${clinicSlug}/suggest-edit`,
      signedIn: false,
    },
    { label: "/clinic/:slug/claim", path: () => `/clinic/${clinicSlug}/claim`, signedIn: false },
    { label: "/claim?token=x", path: () => "/claim?token=x", signedIn: false },
    { label: "/admin/clinics/1", path: () => "/admin/clinics/1", signedIn: true },
    { label: "/admin/clinics/new", path: () => "/admin/clinics/new", signedIn: true },
    { label: "/admin/clinics", path: () => "/admin/clinics", signedIn: true },
    { label: "/admin/candidates", path: () => "/admin/candidates", signedIn: true },
    { label: "/admin/candidates/1", path: () => "/admin/candidates/1", signedIn: true },
    { label: "/admin/verification", path: () => "/admin/verification", signedIn: true },
    { label: "/admin/suggestions", path: () => "/admin/suggestions", signedIn: true },
    { label: "/admin/claims", path: () => "/admin/claims", signedIn: true },
    { label: "/admin/import", path: () => "/admin/import", signedIn: true },
    { label: "/admin/account", path: () => "/admin/account", signedIn: true },
    // Last: a valid post ends the session.
    { label: "/admin/sign-out", path: () => "/admin/sign-out", signedIn: true },
  ];
  it("posts as a signed-in operator where the form needs one", async () => {
    expect(await statusOf("/admin", { headers: { Cookie: session.cookie } })).toBe(200);
  });
  for (const form of forms) {
    it(
      `POST ${form.label} never answers 5xx${form.signedIn ? " (signed in)" : ""}`,
      async () => {
        await fc.assert(
          fc.asyncProperty(
            bodies(FORM_FIELDS, () => session.csrf),
            async ({ type, body }) => {
              const headers: Record<string, string> = { Origin: origin, "Sec-Fetch-Site": "same-origin" };
              if (type) headers["Content-Type"] = type;
              if (form.signedIn) headers.Cookie = session.cookie;
              const status = await statusOf(form.path(), { method: "POST", headers, body });
              expect(status, `${type} ${body.slice(0, 200)}`).toBeLessThan(500);
            },
          ),
          { numRuns: RUNS },
        );
      },
      TIMEOUT_MS,
    );
  }
});

describe("the server's log during the fuzzing", () => {
  it("holds JSON lines only", () => {
    const lines = server.output().split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  });
});
