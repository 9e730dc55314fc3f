import type { APIRequestContext, Page } from "@playwright/test";
import type { Clinic } from "../../app/domain/clinic.ts";
import { expect } from "./fixtures.ts";

/** Clinics from the demo data through the public API, so tests survive regenerated demo data. */
export async function apiClinics(
  request: APIRequestContext,
  query: string,
): Promise<{ clinics: Clinic[]; total: number }> {
  const response = await request.get(`/api/clinics?${query}`);
  expect(response.status(), query).toBe(200);
  return { clinics: (await response.json()) as Clinic[], total: Number(response.headers()["x-total-count"]) };
}

/** Every clinic of the demo data (the API pages by 100). */
export async function allClinics(request: APIRequestContext, query = ""): Promise<Clinic[]> {
  const clinics: Clinic[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await apiClinics(request, `${query}&limit=100&offset=${offset}`);
    clinics.push(...page.clinics);
    if (clinics.length >= page.total || page.clinics.length === 0) return clinics;
  }
}

export async function findClinic(
  request: APIRequestContext,
  predicate: (clinic: Clinic) => boolean,
  description: string,
): Promise<Clinic> {
  const clinic = (await allClinics(request)).find(predicate);
  if (!clinic) throw new Error(`the demo data has no ${description}`);
  return clinic;
}

const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * Answers requests to other hosts (map tiles; they fail offline) with a blank image and records them,
 * so a test can check that nothing but tiles was fetched from a third party.
 */
export async function recordThirdPartyRequests(page: Page, baseURL: string | undefined): Promise<string[]> {
  const own = new URL(baseURL ?? "http://127.0.0.1").host;
  const seen: string[] = [];
  await page.route(
    (url) => url.host !== own && url.protocol.startsWith("http"),
    (route) => {
      seen.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "image/png", body: PIXEL });
    },
  );
  return seen;
}

/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

export function ofType(blocks: Record<string, unknown>[], type: string): Record<string, unknown> {
  const block = blocks.find((item) => item["@type"] === type);
  expect(block, `JSON-LD ${type}`).toBeTruthy();
  expect(block?.["@context"]).toBe("https://schema.org");
  return block as Record<string, unknown>;
}

export async function expectNoindex(page: Page, noindex: boolean) {
  const robots = page.locator('meta[name="robots"]');
  if (noindex) await expect(robots).toHaveAttribute("content", /noindex/);
  else await expect(robots).toHaveCount(0);
}
