import type { Page } from "@playwright/test";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { createOperator, signInByCookie } from "./admin-session.ts";
import { test as base, expect } from "./fixtures.ts";
import { runRegistryTool } from "./registry-tool.ts";

/**
 * The registry review queue in the browser (decision 32): each worker has a server and database of its own,
 * fills the queue with `npm run registry:candidates` on the fixture files, and decides on candidates as an
 * operator would.
 */
const test = base.extend<object, { queueServer: ServerProcess }>({
  queueServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use, workerInfo) => {
      const server = await startServerProcess(`queue-${workerInfo.workerIndex}`);
      await use(server);
      await server.dispose();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ queueServer }, use) => use(queueServer.base),
});

// The tests decide on candidates of one queue in turn.
test.describe.configure({ mode: "serial" });

const worker = process.env.TEST_WORKER_INDEX ?? "0";
const operator = `queue${worker}@example.com`;
async function openQueue(page: Page, query = "") {
  await page.goto(`/admin/candidates${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Registry candidates" })).toBeVisible();
}

const row = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });

test.beforeAll(async ({ queueServer }) => {
  await createOperator(queueServer.databaseFile, operator);
  expect(await runRegistryTool(queueServer.databaseFile)).toContain(
    "Review queue (run 1): 20 new, held for review",
  );
});

test.beforeEach(async ({ page, queueServer }) => {
  await page.route("**/api/events", (route) => route.fulfill({ status: 204 }));
  await signInByCookie(page, {
    databaseFile: queueServer.databaseFile,
    email: operator,
    baseURL: queueServer.base,
  });
});

test("the queue lists what the run found, the strongest evidence first, and nothing of it is public", async ({
  page,
  request,
}) => {
  await openQueue(page);
  await expect(page.getByRole("link", { name: /Candidates 20 waiting/ })).toBeVisible();
  await expect(page.getByText("20 candidates, the most Medicare evidence first")).toBeVisible();
  const first = page.getByRole("table").getByRole("rowheader").first();
  await expect(first).toContainText("Summit Men's Health");
  await expect(row(page, "Summit Men's Health").first()).toContainText(
    "2 clinicians here had 78 Medicare testosterone prescriptions in 2023 (CMS Part D).",
  );

  await page.getByLabel("Medicare evidence").selectOption("none");
  await page.getByLabel("State").selectOption("FL");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/evidence=none/);
  await expect(page.getByText("1 candidate")).toBeVisible();
  await expect(page.getByRole("table").getByRole("rowheader")).toHaveText([/Gulf Coast Andrology/]);

  expect((await request.get("/clinic/gulf-coast-andrology-miami")).status()).toBe(404);
  const api = await request.get("/api/clinics?state=FL&limit=100");
  expect(JSON.stringify(await api.json())).not.toContain("Gulf Coast Andrology");
});

test("publishing one candidate makes an unverified listing at its ZIP code's centre", async ({
  page,
  request,
}) => {
  await openQueue(page, "?name=lounge");
  await page.getByRole("button", { name: "Publish Austin TRT Lounge" }).click();
  const status = page.getByRole("status").filter({ hasText: "Austin TRT Lounge" });
  await expect(status).toContainText("Austin TRT Lounge is published, not yet verified.");
  await status.getByRole("link", { name: "Open the listing" }).click();
  await expect(page.getByRole("heading", { name: "Austin TRT Lounge" })).toBeVisible();
  await expect(page.getByLabel("Location precision")).toHaveValue("zip");
  await expect(page.getByText("Published from the registry queue by")).toBeVisible();

  const publicPage = await request.get("/clinic/austin-trt-lounge-austin");
  expect(publicPage.status()).toBe(200);
  await openQueue(page, "?status=accepted");
  await expect(page.getByRole("table").getByRole("rowheader")).toHaveText([/Austin TRT Lounge/]);
});

test("a candidate's page shows its registry facts and evidence, and merges it into a listing", async ({
  page,
  request,
}) => {
  const [listed] = (await (await request.get("/api/clinics?state=OK&limit=1")).json()) as {
    slug: string;
    name: string;
  }[];
  expect(listed).toBeDefined();
  await openQueue(page, "?name=northside");
  await page.getByRole("link", { name: "Northside Low T Center" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Northside Low T Center" })).toBeVisible();
  await expect(page.getByText("Waiting for a decision: not shown to visitors.")).toBeVisible();
  const facts = page.getByRole("region", { name: "What the registry says" });
  await expect(facts).toContainText("Northside Medical Group");
  await expect(facts).toContainText("1990000048");
  await expect(page.getByRole("region", { name: "Evidence of testosterone therapy" })).toContainText(
    "billed Medicare for 4 testosterone injections or pellet insertions in 2023",
  );

  await page.getByLabel("Merge into the listing (its number or slug)").fill(listed?.slug ?? "");
  await page.getByRole("button", { name: "Merge", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Northside Low T Center is merged into the listing." }),
  ).toBeVisible();
  await expect(page.getByText("Merged into a listing.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Decisions" })).toContainText("Merged a registry candidate");
});

test("rejected candidates stay rejected when the tool runs again; ticked ones are decided together", async ({
  page,
  queueServer,
}) => {
  await openQueue(page, "?name=vitality");
  await page.getByRole("checkbox", { name: "Tick Vitality Male Clinic" }).first().check();
  await page.getByRole("checkbox", { name: "Tick Vitality Male Clinic" }).last().check();
  await page
    .getByLabel("Reason for rejecting (optional)")
    .fill("Two sites of one men's clinic chain, not TRT");
  await page.getByRole("button", { name: "Reject", exact: true }).first().click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Vitality Male Clinic is rejected: later runs will not bring it back." }),
  ).toBeVisible();
  await expect(page.getByText("No candidate matches these filters.")).toBeVisible();

  await openQueue(page, "?name=desert");
  await page.getByRole("button", { name: "Reject Desert Wellness" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Desert Wellness is rejected" })).toBeVisible();

  expect(await runRegistryTool(queueServer.databaseFile)).toMatch(/3 rejected before, left out/);
  await openQueue(page, "?name=desert");
  await expect(page.getByText("No candidate matches these filters.")).toBeVisible();
  await openQueue(page, "?status=rejected");
  await expect(page.getByRole("table")).toContainText("Desert Wellness");
  await expect(page.getByRole("table")).toContainText("Two sites of one men's clinic chain, not TRT");
});

test("the re-verification queue records how and when a published listing was checked", async ({ page }) => {
  await page.goto("/admin/verification?state=TX");
  await expect(page.getByRole("heading", { level: 1, name: "Listings to verify" })).toBeVisible();
  const listing = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: /Austin TRT Lounge/ }) });
  await expect(listing).toContainText("Never checked.");
  await expect(listing).toContainText("Source: NPPES January 2025 (NPI 1990000220).");
  await listing.getByLabel("Checked by").selectOption("phone");
  await listing.getByRole("button", { name: "Record the check" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Austin TRT Lounge is verified, checked" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: /Austin TRT Lounge/ })).toHaveCount(0);
});
