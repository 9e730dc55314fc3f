import type { Page } from "@playwright/test";
import { FORM_TIME_FIELD, MIN_FILL_SECONDS } from "../../app/domain/suggestion-form.ts";
import { signFormTime } from "../../app/server/suggestions/form-token.server.ts";

/** FORM_SECRET of the browser tests' server, so that a test can sign a suggestion form's time as the server does. */
export const E2E_FORM_SECRET = "browser-tests-form-secret-0123456789abcdef";

/**
 * Makes every "Suggest an edit" form this page sends look as if it was shown `seconds` before it was sent: the
 * server checks the time between showing and sending against its own clock, which a test cannot pause, and a
 * busy machine can take longer than a person between showing a form and sending it. The signed time it was shown
 * is replaced by one that many seconds before the send; the form is otherwise sent as it is, with or without
 * JavaScript.
 */
export async function sendSuggestionFormsAfter(page: Page, clinicId: number, seconds: number): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith("/suggest-edit") || url.pathname.endsWith("/suggest-edit.data"),
    async (route) => {
      const request = route.request();
      const body = request.postData();
      if (request.method() !== "POST" || body === null) return route.continue();
      const aged = signFormTime(clinicId, Date.now() - seconds * 1000, E2E_FORM_SECRET);
      const multipart = new RegExp(`(name="${FORM_TIME_FIELD}"\\r\\n\\r\\n)[^\\r]*`);
      const urlencoded = new RegExp(`(^|&)${FORM_TIME_FIELD}=[^&]*`);
      const postData = multipart.test(body)
        ? body.replace(multipart, `$1${aged}`)
        : body.replace(urlencoded, `$1${FORM_TIME_FIELD}=${encodeURIComponent(aged)}`);
      return route.continue({ postData });
    },
  );
}

/** Forms sent at a person's pace: shown a second longer than the minimum before they are sent. */
export const sendSuggestionFormsAsIfTyped = (page: Page, clinicId: number) =>
  sendSuggestionFormsAfter(page, clinicId, MIN_FILL_SECONDS + 1);
