import { expect, test } from "./fixtures.ts";

// Pages are readable from their HTML and stylesheet alone; their scripts must not compete with them for a slow
// connection before the page is shown (PageScripts, docs/performance.md).
for (const path of ["/", "/search?location=Austin%2C+TX", "/trt-clinics-texas", "/tools/symptom-checker"]) {
  test(`${path}: scripts start after the first paint, and the page then hydrates`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html, "no module preload in the served HTML").not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(html, "no module script in the served HTML").not.toMatch(/<script[^>]+type="module"/);

    await page.goto(path); // waits until the page has hydrated (fixtures.ts)
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
        .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
      preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
    }));
    expect(timing.firstPaint).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(5);
    for (const script of timing.scripts)
      expect(script.startTime, `${script.name} started after the first paint`).toBeGreaterThanOrEqual(
        timing.firstPaint ?? Number.POSITIVE_INFINITY,
      );
    expect(timing.preloads, "the loader added the preloads").toBeGreaterThan(5);
  });
}
