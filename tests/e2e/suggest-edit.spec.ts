import type { Page } from "@playwright/test";
import { runScript } from "../support/run-script.ts";
import { DOCUMENT_404, expect, expectAccessible, test } from "./fixtures.ts";
import { hydrated } from "./search-helpers.ts";

const MIN_FILL_MS = 3_100;

// A refused form answers 400 (what to fix) and its fetch is reported by the browser.
test.use({ allowedConsoleErrors: [/status of 400 /] });

async function aClinicSlug(page: Page): Promise<string> {
  const response = await page.request.get("/api/clinics?limit=1");
  const [clinic] = (await response.json()) as { slug: string; name: string }[];
  if (!clinic) throw new Error("the demo data has no clinic");
  return clinic.slug;
}

test("the form is labelled, noindex and never cached", async ({ page }) => {
  const slug = await aClinicSlug(page);
  const response = await page.goto(`/clinic/${slug}/suggest-edit`);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("group", { name: "What is wrong?" }).getByRole("radio")).toHaveCount(6);
  await expect(page.getByRole("textbox", { name: /The correction/ })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Your e-mail address/ })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
});

test("at 320 px the form reflows without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(`/clinic/${await aClinicSlug(page)}/suggest-edit`);
  await expect(page.getByRole("button", { name: "Send correction" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("errors are shown beside their fields and keep what was typed; then it is sent", async ({ page }) => {
  const slug = await aClinicSlug(page);
  await page.goto(`/clinic/${slug}/suggest-edit`);
  await hydrated(page);
  await page.getByRole("textbox", { name: /The correction/ }).fill("The number changed last month");
  await page.getByRole("textbox", { name: /Your e-mail address/ }).fill("not-an-address");
  await page.waitForTimeout(MIN_FILL_MS);
  await page.getByRole("button", { name: "Send correction" }).click();

  await expect(page.getByText("Choose what is wrong.").first()).toBeVisible();
  const email = page.getByRole("textbox", { name: /Your e-mail address/ });
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/Enter an e-mail address such as name@example.com/);
  await expect(email).toHaveValue("not-an-address");
  await expect(page.getByRole("textbox", { name: /The correction/ })).toHaveValue(
    "The number changed last month",
  );

  await page.getByRole("radio", { name: "Wrong phone number" }).check();
  await email.fill("reader@example.com");
  await page.waitForTimeout(MIN_FILL_MS);
  await page.getByRole("button", { name: "Send correction" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeFocused();
  await expect(page.getByRole("link", { name: /Back to/ })).toHaveAttribute("href", `/clinic/${slug}`);
});

test("a form sent at once is refused with a message and its input kept", async ({ page }) => {
  const slug = await aClinicSlug(page);
  await page.goto(`/clinic/${slug}/suggest-edit`);
  await hydrated(page);
  await page.getByRole("radio", { name: "The clinic has closed" }).check();
  await page.getByRole("button", { name: "Send correction" }).click();
  await expect(page.getByText("quicker than we expect from a person")).toBeVisible();
  await expect(page.getByRole("radio", { name: "The clinic has closed" })).toBeChecked();
});

// axe needs scripts, so this runs in a context of its own (the fixture's page, unused, is not checked).
test("without JavaScript, the form posts, shows its errors, and thanks", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const slug = await aClinicSlug(page);
    await page.goto(`/clinic/${slug}/suggest-edit`);
    await page.getByRole("radio", { name: "Something else" }).check();
    await page.waitForTimeout(MIN_FILL_MS);
    await page.getByRole("button", { name: "Send correction" }).click();
    await expect(page.getByText("Say what is wrong with this listing.").first()).toBeVisible();
    await expect(page.getByRole("radio", { name: "Something else" })).toBeChecked();

    await page.getByRole("textbox", { name: /The correction/ }).fill("It moved to the second floor");
    await page.waitForTimeout(MIN_FILL_MS);
    await page.getByRole("button", { name: "Send correction" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test.describe("an unknown clinic", () => {
  test.use({ allowedConsoleErrors: [DOCUMENT_404] });

  test("has no form", async ({ page }) => {
    const response = await page.goto("/clinic/no-such-clinic-anywhere/suggest-edit");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send correction" })).toHaveCount(0);
  });
});

const PASSWORD = "correct horse battery staple";

/** An operator account of its own, made with the CLI against the test server's database. */
async function createOperator(email: string) {
  const result = await runScript(
    "admin-create-user",
    [email],
    { DATABASE_URL: `sqlite:${process.env.E2E_DATABASE}` },
    { stdin: `${PASSWORD}\n` },
  );
  expect(result.code, result.stdout + result.stderr).toBe(0);
}

test("the operator finds a sent correction in the inbox and dismisses it; the dashboard shows its figures", async ({
  page,
}) => {
  const email = `corrections${process.env.TEST_WORKER_INDEX ?? "0"}@example.com`;
  await createOperator(email);
  const slug = await aClinicSlug(page);
  await page.goto(`/clinic/${slug}/suggest-edit`);
  await hydrated(page);
  await page.getByRole("radio", { name: "Wrong price" }).check();
  const correction = `Consultation is $149 now (${Date.now()})`;
  await page.getByRole("textbox", { name: /The correction/ }).fill(correction);
  await page.waitForTimeout(MIN_FILL_MS);
  await page.getByRole("button", { name: "Send correction" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();

  await page.goto("/admin/suggestions");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Suggestions" })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: correction });
  await expect(item.getByText("Wrong price", { exact: true })).toBeVisible();
  await expect(item.getByRole("link", { name: "Apply in the edit form" })).toHaveAttribute(
    "href",
    /^\/admin\/clinics\/\d+\?note=From\+visitor\+suggestion\+%23\d+\+%28Wrong\+price%29$/,
  );
  await expect(item.getByRole("button", { name: "Dismiss" })).toHaveAccessibleDescription("Wrong price");
  await item.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The suggestion was dismissed." })).toBeVisible();
  await expect(page.getByText(correction)).toHaveCount(0);
  await expectAccessible(page, "the suggestions inbox");

  await page.goto("/admin/analytics?days=7");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Page views and all events per day/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Searched places" })).toBeVisible();
});
