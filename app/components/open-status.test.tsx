import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { timeZoneName } from "../domain/time-zone-name.ts";
import { OpenStatusLine } from "./open-status.tsx";

/** The text a screen reader reads: what is hidden from it left out. */
const spoken = (html: string) =>
  html
    .replace(/<span aria-hidden="true">.*?<\/span>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
/** The text on screen: visually hidden text left out. */
const seen = (html: string) =>
  html
    .replace(/<span class="sr-only">.*?<\/span>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

describe("the open status line", () => {
  const central = timeZoneName("America/Chicago");

  it("names the time zone of its times when asked: CT on screen, Central Time read out", () => {
    const html = renderToStaticMarkup(
      <OpenStatusLine status={{ state: "open", closes: "17:00", closesOn: null }} zone={central} />,
    );
    expect(seen(html)).toBe("Open now · closes 5:00 PM CT");
    expect(spoken(html)).toBe("Open now · closes 5:00 PM Central Time");
    expect(html).toContain('title="Central Time"');
  });

  it("names it for a later opening too", () => {
    const html = renderToStaticMarkup(
      <OpenStatusLine status={{ state: "closed", opensOn: "monday", opens: "08:00" }} zone={central} />,
    );
    expect(seen(html)).toBe("Closed · opens Mon 8:00 AM CT");
  });

  it("names no zone without one, or when no time is given", () => {
    const status = { state: "open", closes: "17:00", closesOn: null } as const;
    expect(seen(renderToStaticMarkup(<OpenStatusLine status={status} />))).toBe("Open now · closes 5:00 PM");
    expect(
      seen(renderToStaticMarkup(<OpenStatusLine status={{ state: "open-24-hours" }} zone={central} />)),
    ).toBe("Open 24 hours");
  });
});
