import { describe, expect, it } from "vitest";
import {
  applySuggestionHref,
  botVerdict,
  FORM_MAX_AGE_SECONDS,
  MAX_CORRECTION_LENGTH,
  MIN_FILL_SECONDS,
  parseSuggestion,
  suggestionValues,
} from "./suggestion-form.ts";

const values = (fields: Record<string, unknown>) => suggestionValues((name) => fields[name]);

describe("parseSuggestion", () => {
  it("takes a kind alone, and leaves the optional fields empty as null", () => {
    expect(parseSuggestion(values({ kind: "closed" }))).toEqual({
      ok: true,
      suggestion: { kind: "closed", correction: null, email: null },
    });
  });

  it("trims the correction and the e-mail and keeps line breaks as \\n", () => {
    const parsed = parseSuggestion(
      values({ kind: "hours", correction: "  Mon 9-5\r\nTue closed  ", email: " me@example.com " }),
    );
    expect(parsed).toEqual({
      ok: true,
      suggestion: { kind: "hours", correction: "Mon 9-5\nTue closed", email: "me@example.com" },
    });
  });

  it("names each field that is wrong", () => {
    const parsed = parseSuggestion(
      values({ kind: "gone", correction: "x".repeat(MAX_CORRECTION_LENGTH + 1), email: "not an address" }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      kind: "Choose what is wrong.",
      correction: `Keep the correction to ${MAX_CORRECTION_LENGTH} characters or fewer.`,
      email: "Enter an e-mail address such as name@example.com, or leave it empty.",
    });
  });

  it("asks for a word when the kind is 'other'", () => {
    const parsed = parseSuggestion(values({ kind: "other", correction: "   " }));
    expect(parsed).toEqual({ ok: false, errors: { correction: "Say what is wrong with this listing." } });
  });

  it("refuses control characters but not tabs or line breaks", () => {
    expect(parseSuggestion(values({ kind: "other", correction: "a\u0000b" })).ok).toBe(false);
    expect(parseSuggestion(values({ kind: "other", correction: "a\tb\nc" })).ok).toBe(true);
  });

  it("reads non-text form values (files) as empty", () => {
    expect(values({ kind: new Blob(["closed"]), email: 42 })).toEqual({
      kind: "",
      correction: "",
      email: "",
    });
  });
});

describe("botVerdict", () => {
  const shownAt = 1_000_000;
  const after = (seconds: number) => shownAt + seconds * 1000;

  it("a person: empty honeypot, sent a few seconds after the form was shown", () => {
    expect(botVerdict({ honeypot: "", shownAt, now: after(MIN_FILL_SECONDS) })).toBe("person");
    expect(botVerdict({ honeypot: " ", shownAt, now: after(600) })).toBe("person");
  });

  it("a filled honeypot wins over everything else", () => {
    expect(botVerdict({ honeypot: "http://spam.example", shownAt, now: after(60) })).toBe("honeypot");
  });

  it("too fast under the minimum time", () => {
    expect(botVerdict({ honeypot: "", shownAt, now: after(MIN_FILL_SECONDS - 0.5) })).toBe("too-fast");
  });

  it("stale when the time is missing, forged into the future or too old", () => {
    expect(botVerdict({ honeypot: "", shownAt: null, now: after(60) })).toBe("stale");
    expect(botVerdict({ honeypot: "", shownAt, now: after(-10) })).toBe("stale");
    expect(botVerdict({ honeypot: "", shownAt, now: after(FORM_MAX_AGE_SECONDS + 1) })).toBe("stale");
  });
});

describe("applying a suggestion", () => {
  it("opens the clinic's edit form with a note naming the suggestion, and the suggestion to close on saving", () => {
    const href = applySuggestionHref(12, { id: 7, kind: "hours", correction: "Closed on Fridays now" });
    const url = new URL(href, "https://example.org");
    expect(url.pathname).toBe("/admin/clinics/12");
    expect(url.searchParams.get("note")).toBe("From visitor suggestion #7 (Wrong opening hours)");
    expect(url.searchParams.get("suggestion")).toBe("7");
    expect([...url.searchParams.keys()]).toEqual(["note", "suggestion"]);
  });

  it("fills in a suggested phone number, but not free text that is not one", () => {
    const phone = new URL(
      applySuggestionHref(3, { id: 1, kind: "phone", correction: " (512) 555-0199 " }),
      "https://x.org",
    );
    expect(phone.searchParams.get("prefill.phone")).toBe("(512) 555-0199");
    const words = new URL(
      applySuggestionHref(3, { id: 2, kind: "phone", correction: "they never answer" }),
      "https://x.org",
    );
    expect(words.searchParams.has("prefill.phone")).toBe(false);
  });
});
