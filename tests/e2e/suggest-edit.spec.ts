import type { Page } from "@playwright/test";
import { sendSuggestionFormsAfter, sendSuggestionFormsAsIfTyped } from "../support/form-time.ts";
import { createOperator, signInByCookie } from "./admin-session.ts";
import { expect, test } from "./fixtures.ts";
import { hydrated } from "./search-helpers.ts";

// A refused form answers 400 (what to fix) and its fetch is reported by the browser.
test.use({ allowedConsoleErrors: [/status of 400 /] });

async function aClinic(page: Page): Promise<{ id: number; slug: string }> {
  const response = await page.request.get("/api/clinics?limit=1");
  const [clinic] = (await response.json()) as { id: number; slug: string }[];
  if (!clinic) throw new Error("the demo data has no clinic");
  return clinic;
}

test("the form is labelled, noindex and never cached, and reflows at 320 px", async ({ page }) => {
  const { slug } = await aClinic(page);
  const response = await page.goto(`/clinic/${slug}/suggest-edit`);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("group", { name: "What is wrong?" }).getByRole("radio")).toHaveCount(6);
  await expect(page.getByRole("textbox", { name: /The correction/ })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Your e-mail address/ })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);

  await page.setViewportSize({ width: 320, height: 700 });
  await expect(page.getByRole("button", { name: "Send correction" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("errors are shown beside their fields and keep what was typed; then it is sent", async ({ page }) => {
  const { id, slug } = await aClinic(page);
  await sendSuggestionFormsAsIfTyped(page, id);
  await page.goto(`/clinic/${slug}/suggest-edit`);
  await hydrated(page);
  await page.getByRole("textbox", { name: /The correction/ }).fill("The number changed last month");
  await page.getByRole("textbox", { name: /Your e-mail address/ }).fill("not-an-address");
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
  await page.getByRole("button", { name: "Send correction" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeFocused();
  await expect(page.getByRole("link", { name: /Back to/ })).toHaveAttribute("href", `/clinic/${slug}`);
});

test("a form sent at once is refused with a message and its input kept", async ({ page }) => {
  const { id, slug } = await aClinic(page);
  await sendSuggestionFormsAfter(page, id, 0);
  await page.goto(`/clinic/${slug}/suggest-edit`);
  await hydrated(page);
  await page.getByRole("radio", { name: "The clinic has closed" }).check();
  await page.getByRole("button", { name: "Send correction" }).click();
  await expect(page.getByText("quicker than we expect from a person")).toBeVisible();
  await expect(page.getByRole("radio", { name: "The clinic has closed" })).toBeChecked();
});

test("without JavaScript, the form posts, shows its errors, and thanks", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const { id, slug } = await aClinic(page);
    await sendSuggestionFormsAsIfTyped(page, id);
    await page.goto(`/clinic/${slug}/suggest-edit`);
    await page.getByRole("radio", { name: "Something else" }).check();
    await page.getByRole("button", { name: "Send correction" }).click();
    await expect(page.getByText("Say what is wrong with this listing.").first()).toBeVisible();
    await expect(page.getByRole("radio", { name: "Something else" })).toBeChecked();

    await page.getByRole("textbox", { name: /The correction/ }).fill("It moved to the second floor");
    await page.getByRole("button", { name: "Send correction" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("the operator finds a sent correction in the inbox and dismisses it; the dashboard shows its figures", async ({
  page,
  baseURL,
}) => {
  const databaseFile = process.env.E2E_DATABASE as string;
  const email = `corrections${process.env.TEST_WORKER_INDEX ?? "0"}@example.com`;
  await createOperator(databaseFile, email);
  const { id, slug } = await aClinic(page);
  await sendSuggestionFormsAsIfTyped(page, id);
  await page.goto(`/clinic/${slug}/suggest-edit`);
  await hydrated(page);
  await page.getByRole("radio", { name: "Wrong price" }).check();
  const correction = `Consultation is $149 now (${Date.now()})`;
  await page.getByRole("textbox", { name: /The correction/ }).fill(correction);
  await page.getByRole("button", { name: "Send correction" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();

  await signInByCookie(page, { databaseFile, email, baseURL: baseURL as string });
  await page.goto("/admin/suggestions");
  await expect(page.getByRole("heading", { level: 1, name: "Suggestions" })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: correction });
  await expect(item.getByText("Wrong price", { exact: true })).toBeVisible();
  await expect(item.getByRole("link", { name: "Apply in the edit form" })).toHaveAttribute(
    "href",
    /^\/admin\/clinics\/\d+\?note=From\+visitor\+suggestion\+%23\d+\+%28Wrong\+price%29&suggestion=\d+$/,
  );
  await expect(item.getByRole("button", { name: "Dismiss" })).toHaveAccessibleDescription("Wrong price");
  await item.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The suggestion was dismissed." })).toBeVisible();
  await expect(page.getByText(correction)).toHaveCount(0);
  await page.goto("/admin/suggestions?show=closed");
  await expect(page.getByRole("listitem").filter({ hasText: correction })).toContainText(
    `Dismissed by ${email}`,
  );

  await page.goto("/admin/analytics?days=7");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Page views and all events per day/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Searched places" })).toBeVisible();
});
