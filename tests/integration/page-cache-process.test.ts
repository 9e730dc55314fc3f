// The page cache of a production server, seen from a client (formerly a browser-file test that opened no page).
import Database from "better-sqlite3";
import { expect, it } from "vitest";
import { SITE_SERVER_TIMEOUT_MS, startSiteServer } from "../support/http-client.ts";

const nonceOf = (csp: string | null) => csp?.match(/'nonce-([^']+)'/)?.[1];

// A server of its own: this test changes a clinic.
it(
  "a page asked for again is kept until what it shows changes; revalidation is a 304 that leaves the page's policy alone",
  async () => {
    const server = await startSiteServer("page-cache");
    try {
      const { base } = server;
      const clinics = (await (await fetch(`${base}/api/clinics?limit=50`)).json()) as {
        id: number;
        slug: string;
        state: string;
      }[];
      const [listed] = clinics;
      const elsewhere = clinics.find((clinic) => clinic.state !== listed?.state);
      if (!listed || !elsewhere) throw new Error("no clinics in two states");
      const url = `${base}/clinic/${listed.slug}`;
      // A page that does not show the clinic changed below, kept before the change.
      const otherUrl = `${base}/clinic/${elsewhere.slug}`;
      await (await fetch(otherUrl)).text();
      const otherKept = await fetch(otherUrl);
      const otherHtml = await otherKept.text();

      // Asked for once, a URL is rendered and not kept (decision 28); asked for again, it is kept.
      const once = await fetch(url);
      await once.text();
      const first = await fetch(url);
      const firstHtml = await first.text();
      const etag = first.headers.get("etag");
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toMatch(
        /^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/,
      );
      expect(etag).toMatch(/^W\/".+"$/);
      expect(once.headers.get("etag")).toBe(etag);
      const nonce = nonceOf(first.headers.get("content-security-policy"));
      expect(nonce).toBeTruthy();
      expect(nonceOf(once.headers.get("content-security-policy"))).not.toBe(nonce);
      expect(firstHtml).toContain(`nonce="${nonce}"`);

      // The same URL again is the kept page: same bytes, same nonce in its policy and its scripts.
      const second = await fetch(url);
      expect(nonceOf(second.headers.get("content-security-policy"))).toBe(nonce);
      expect(await second.text()).toBe(firstHtml);
      expect(second.headers.get("etag")).toBe(etag);

      // A visitor from an ad or a shared post gets the kept page: tracking parameters are no part of a page.
      const tagged = await fetch(`${url}?utm_source=newsletter&fbclid=IwAR0abc`);
      expect(nonceOf(tagged.headers.get("content-security-policy"))).toBe(nonce);
      expect(await tagged.text()).toBe(firstHtml);

      // Another URL is rendered for itself, with a nonce of its own.
      const other = await fetch(`${url}?tab=reviews`);
      expect(nonceOf(other.headers.get("content-security-policy"))).not.toBe(nonce);

      // A browser holding the page revalidates: a 304 without a policy, so the stored page keeps its own.
      const revalidated = await fetch(url, { headers: { "if-none-match": etag ?? "" } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get("content-security-policy")).toBeNull();
      expect(revalidated.headers.get("etag")).toBe(etag);

      // A change to the clinic, made outside the server, shows on the next request.
      const db = new Database(server.databaseFile);
      db.prepare("UPDATE clinics SET name = ? WHERE id = ?").run("Renamed Men's Health Clinic", listed.id);
      db.close();
      const changed = await fetch(url, { headers: { "if-none-match": etag ?? "" } });
      expect(changed.status).toBe(200);
      expect(changed.headers.get("etag")).not.toBe(etag);
      expect(nonceOf(changed.headers.get("content-security-policy"))).not.toBe(nonce);
      const changedHtml = await changed.text();
      expect(changedHtml).toContain("Renamed Men&#x27;s Health Clinic");
      // A kept page whose data the change left alone is kept on, with its validator (decision 50).
      const otherAfter = await fetch(otherUrl);
      expect(await otherAfter.text()).toBe(otherHtml);
      expect(otherAfter.headers.get("etag")).toBe(otherKept.headers.get("etag"));
      expect(otherAfter.headers.get("etag")).not.toBe(changed.headers.get("etag"));
      // A URL kept before is kept again from its first render after the change.
      const keptAgain = await fetch(url);
      expect(nonceOf(keptAgain.headers.get("content-security-policy"))).toBe(
        nonceOf(changed.headers.get("content-security-policy")),
      );
      expect(await keptAgain.text()).toBe(changedHtml);

      // What is not the same for everyone, or not a page, is not kept and carries no shared caching.
      const missing = await fetch(`${base}/clinic/no-such-clinic-anywhere`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("etag")).toBeNull();
      expect(missing.headers.get("cache-control") ?? "").not.toContain("public");
      const again = await fetch(`${base}/clinic/no-such-clinic-anywhere`);
      expect(nonceOf(again.headers.get("content-security-policy"))).not.toBe(
        nonceOf(missing.headers.get("content-security-policy")),
      );
    } finally {
      await server.dispose();
    }
  },
  SITE_SERVER_TIMEOUT_MS,
);
