// A registry-only listing of a real practice (decision 33), as the server sends its page: a server of its own
// whose ZIP-centre demo listings get a registry source, as real imports have. (Formerly a browser test; its
// checks are all of the HTML.)
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeEntities, h1Of, headOf } from "../support/html.ts";
import { ask, SITE_SERVER_TIMEOUT_MS, startSiteServer } from "../support/http-client.ts";
import type { ServerProcess } from "../support/server-process.ts";

let server: ServerProcess;
let clinic: { slug: string; name: string; city: string; state: string; npi: string; id: number };

beforeAll(async () => {
  server = await startSiteServer("registry-only");
  const db = new Database(server.databaseFile);
  db.prepare(
    "UPDATE clinics SET source = 'NPPES October 2026 (NPI ' || npi || ')' WHERE location_precision = 'zip'",
  ).run();
  clinic = db
    .prepare(
      "SELECT id, slug, name, city, state, npi FROM clinics WHERE zip_code = '80206' AND location_precision = 'zip'",
    )
    .get() as typeof clinic;
  db.close();
}, SITE_SERVER_TIMEOUT_MS);

afterAll(async () => {
  await server?.dispose();
});

async function sitemapPaths(): Promise<string[]> {
  const index = (await ask(server.base, "/sitemap.xml")).text;
  const paths: string[] = [];
  for (const file of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = (await ask(server.base, new URL(file[1] as string).pathname)).text;
    for (const loc of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(loc[1] as string).pathname);
  }
  return paths;
}

describe("a registry-only listing of a real practice", () => {
  it("is noindex and out of the sitemap, its title and description saying only what the page shows", async () => {
    const { status, text: html } = await ask(server.base, `/clinic/${clinic.slug}`);
    expect(status).toBe(200);
    expect(h1Of(html)).toBe(clinic.name);
    const head = headOf(html);
    expect(head.robots).toBe("noindex");
    expect(head.title).toBe(`${clinic.name}: TRT Clinic in ${clinic.city}, ${clinic.state}`);
    expect(head.description).toBe(
      `${clinic.name}, a testosterone replacement therapy clinic in ${clinic.city}, ${clinic.state}. Its address, phone number and NPI registry record, with directions.`,
    );
    const source = /<[^>]* data-testid="listing-source"[^>]*>([\s\S]*?)<\//.exec(html)?.[1];
    expect(decodeEntities(source ?? "")).toBe("NPPES NPI Registry, October 2026 file");
    const registryLink = new RegExp(
      `<a [^>]*href="https://npiregistry\\.cms\\.hhs\\.gov/provider-view/${clinic.npi}"[^>]*>[^<]*Look it up in the NPPES NPI Registry`,
    );
    expect(html).toMatch(registryLink);
    expect(await sitemapPaths()).not.toContain(`/clinic/${clinic.slug}`);
  });

  it("gains its place in indexes and the sitemap once it publishes hours", async () => {
    const db = new Database(server.databaseFile);
    db.prepare(
      "INSERT INTO clinic_hours (clinic_id, day, opens, closes) VALUES (?, 1, '08:00', '17:00')",
    ).run(clinic.id);
    db.close();
    await expect.poll(sitemapPaths, { timeout: 15_000 }).toContain(`/clinic/${clinic.slug}`);
    const head = headOf((await ask(server.base, `/clinic/${clinic.slug}`)).text);
    expect(head.robots).toBeNull();
    expect(head.description).toMatch(/\. Hours\.$/);
  });
});
