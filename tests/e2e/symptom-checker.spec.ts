import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const PATH = "/tools/symptom-checker";
/** Requests that carry nothing of the answers: the route manifest and the tab's icon. */
const ANSWERLESS_PATHS = new Set(["/__manifest", "/favicon.svg", "/favicon.ico"]);

/** Age yes (1 point) and nine scale answers, filled in order, adding up to `points`. */
function answersFor(points: number): [boolean, ...number[]] {
  const ageYes = points > 0;
  let left = points - (ageYes ? 1 : 0);
  const scale = Array.from({ length: 9 }, () => {
    const value = Math.min(4, left);
    left -= value;
    return value;
  });
  if (left !== 0) throw new Error(`cannot reach ${points}`);
  return [ageYes, ...scale];
}

const card = (page: Page) => page.getByRole("region", { name: "Symptom assessment" });
const progress = (page: Page) => page.getByRole("progressbar", { name: "Assessment progress" });

async function answer(page: Page, value: boolean | number) {
  const name = typeof value === "boolean" ? (value ? "Yes" : "No") : new RegExp(`^${value}\\b`);
  await card(page)
    .getByRole("button", { name, exact: typeof value === "boolean" })
    .click();
}

async function answerAll(page: Page, answers: readonly (boolean | number)[]) {
  for (const [index, value] of answers.entries()) {
    await expect(card(page).getByText(`Question ${index + 1} of 10`, { exact: true })).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", String(index));
    await answer(page, value);
  }
}

const results = (page: Page) => page.getByRole("region", { name: /^Your result:/ });
const resultHeading = (page: Page) => page.getByRole("heading", { name: /^Your result:/ });

test.describe("symptom checker", () => {
  test("starts on question 1 of 10 with Previous disabled and an empty progress bar", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Low testosterone symptom checker");
    await expect(card(page).getByText("Question 1 of 10", { exact: true })).toBeVisible();
    await expect(card(page).getByRole("heading", { level: 2 })).toContainText("Are you 40 or older?");
    await expect(card(page).getByRole("button", { name: "Yes", exact: true })).toBeVisible();
    await expect(card(page).getByRole("button", { name: "No", exact: true })).toBeVisible();
    await expect(card(page).getByRole("button", { name: /Previous/ })).toBeDisabled();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "0");
    await expect(progress(page)).toHaveAttribute("aria-valuemax", "10");
  });

  test("scale questions offer five buttons with two end labels", async ({ page }) => {
    await page.goto(PATH);
    await answer(page, true);
    await expect(card(page).getByText("Question 2 of 10", { exact: true })).toBeVisible();
    const group = card(page).getByRole("group");
    const buttons = group.getByRole("button");
    await expect(buttons).toHaveCount(5);
    await expect(buttons.nth(0)).toHaveAccessibleName("0 Not at all");
    await expect(buttons.nth(0)).toContainText("Not at all");
    await expect(buttons.nth(4)).toHaveAccessibleName("4 Very much");
    await expect(buttons.nth(4)).toContainText("Very much");
    await expect(buttons.nth(2)).toHaveAccessibleName("2 Moderately");
    await expect(buttons.nth(2).getByText("Moderately")).toHaveClass(/sr-only/);
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "1");
  });

  for (const [points, level, percent] of [
    [11, "Low", "30%"],
    [12, "Moderate", "32%"],
    [22, "Moderate", "59%"],
    [23, "High", "62%"],
    [37, "High", "100%"],
  ] as const) {
    test(`${points} of 37 points is graded ${level.toLowerCase()}`, async ({ page }) => {
      await page.goto(PATH);
      await answerAll(page, answersFor(points));
      await expect(results(page)).toBeVisible();
      await expect(resultHeading(page)).toHaveText(`Your result: ${level} symptom score`);
      await expect(results(page).getByText(percent, { exact: true })).toBeVisible();
      await expect(results(page)).toContainText(`${points} points on the checker's 37-point scale`);
      await expect(results(page)).toContainText("Only a blood test can confirm low testosterone");
      await expect(results(page)).toContainText("This assessment is for educational purposes only.");
    });
  }

  test("results offer the four next steps", async ({ page }) => {
    await page.goto(PATH);
    await answerAll(page, answersFor(20));
    const section = results(page);
    await expect(section.getByRole("button", { name: "Retake Assessment" })).toBeVisible();
    await expect(section.getByRole("link", { name: "Back to Homepage" })).toHaveAttribute("href", "/");
    await expect(section.getByRole("link", { name: "Find TRT Clinics Near Me" })).toHaveAttribute(
      "href",
      "/search",
    );
    await expect(section.getByRole("link", { name: "Check Insurance Coverage" })).toHaveAttribute(
      "href",
      "/tools/insurance-verification",
    );
    await section.getByRole("link", { name: "Check Insurance Coverage" }).click();
    await expect(page).toHaveURL(/\/tools\/insurance-verification$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "How to Check Your Insurance Coverage for TRT",
    );
  });

  test("Previous goes back one question and keeps the earlier answer, which can be changed", async ({
    page,
  }) => {
    await page.goto(PATH);
    await answer(page, true);
    await answer(page, 3);
    await expect(card(page).getByText("Question 3 of 10", { exact: true })).toBeVisible();
    await card(page)
      .getByRole("button", { name: /Previous/ })
      .click();
    await expect(card(page).getByText("Question 2 of 10", { exact: true })).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "1");
    await expect(card(page).getByRole("button", { name: /^3\b/ })).toHaveAttribute("aria-pressed", "true");
    await card(page)
      .getByRole("button", { name: /Previous/ })
      .click();
    await expect(card(page).getByText("Question 1 of 10", { exact: true })).toBeVisible();
    await expect(card(page).getByRole("button", { name: "Yes", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(card(page).getByRole("button", { name: /Previous/ })).toBeDisabled();
    // Changing the first answer to No and finishing with all zeros scores 0: the earlier Yes no longer counts.
    await answerAll(page, [false, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    await expect(results(page).getByText("0%", { exact: true })).toBeVisible();
    await expect(resultHeading(page)).toHaveText("Your result: Low symptom score");
  });

  test("Retake clears the answers and starts again at question 1", async ({ page }) => {
    await page.goto(PATH);
    await answerAll(page, answersFor(30));
    await expect(resultHeading(page)).toHaveText("Your result: High symptom score");
    await results(page).getByRole("button", { name: "Retake Assessment" }).click();
    await expect(card(page).getByText("Question 1 of 10", { exact: true })).toBeVisible();
    await expect(card(page).getByRole("heading", { level: 2 })).toBeFocused();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "0");
    await expect(card(page).getByRole("button", { name: /Previous/ })).toBeDisabled();
    await expect(card(page).locator('[aria-pressed="true"]')).toHaveCount(0);
    await answerAll(page, answersFor(5));
    await expect(resultHeading(page)).toHaveText("Your result: Low symptom score");
  });

  test("Exit leaves for the home page", async ({ page }) => {
    await page.goto(PATH);
    await answer(page, false);
    await card(page).getByRole("link", { name: "Exit" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find Trusted TRT Clinics Near You");
  });

  test("works with the keyboard alone, moving focus to each new question and to the results", async ({
    page,
  }) => {
    await page.goto(PATH);
    const yes = card(page).getByRole("button", { name: "Yes", exact: true });
    await yes.focus();
    await page.keyboard.press("Enter");
    const heading = card(page).getByRole("heading", { level: 2 });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAccessibleName(/^Question 2 of 10: How much have you been bothered/);
    for (let question = 2; question <= 10; question++) {
      // From the heading: Tab reaches the first button (0), then Tab twice more reaches 2.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Space");
      if (question < 10) {
        await expect(card(page).getByRole("heading", { level: 2 })).toBeFocused();
        await expect(card(page).getByText(`Question ${question + 1} of 10`, { exact: true })).toBeVisible();
      }
    }
    await expect(resultHeading(page)).toBeFocused();
    // 1 + 9 x 2 = 19 points of 37: 51%, moderate.
    await expect(resultHeading(page)).toHaveText("Your result: Moderate symptom score");
    await expect(results(page)).toContainText("19 points");
  });

  test("keeps the answers in the page: no requests, no address change, nothing stored", async ({ page }) => {
    await page.goto(PATH, { waitUntil: "networkidle" });
    const url = page.url();
    const requests: string[] = [];
    page.on("request", (request) => {
      // React Router asks for the route manifest of links as they appear, and a busy browser may fetch the
      // tab's icon late; neither carries answers.
      if (!ANSWERLESS_PATHS.has(new URL(request.url()).pathname))
        requests.push(`${request.method()} ${request.url()}`);
    });
    await answerAll(page, answersFor(22));
    await expect(results(page)).toBeVisible();
    await results(page).getByRole("button", { name: "Retake Assessment" }).click();
    await answer(page, true);
    expect(requests).toEqual([]);
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([
      0,
      0,
      "",
    ]);
  });
});
