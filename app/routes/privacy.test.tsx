import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StoredEventFields } from "./privacy.tsx";

/** The column names of the events table as schema.server.ts declares them. */
function eventsTableColumns(): string[] {
  const source = readFileSync(new URL("../server/db/schema.server.ts", import.meta.url), "utf8");
  const body = /export interface EventsTable \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? "";
  return [...body.matchAll(/^\s{2}([a-z_]+)\??:/gm)].map((match) => match[1] as string);
}

describe("/privacy lists exactly what a usage event stores", () => {
  it("one item per column of the events table, no more, no fewer", () => {
    const listed = [...renderToStaticMarkup(<StoredEventFields />).matchAll(/data-column="([a-z_]+)"/g)].map(
      (match) => match[1],
    );
    const columns = eventsTableColumns();
    expect(columns.length).toBeGreaterThan(5);
    expect([...listed].sort()).toEqual([...columns].sort());
  });

  it("the page's text places the list where it describes usage statistics", () => {
    const text = readFileSync(new URL("../../content/pages/privacy.md", import.meta.url), "utf8");
    const section = text.slice(
      text.indexOf("## Usage statistics"),
      text.indexOf("## Suggesting a correction"),
    );
    expect(section).toMatch(/\n\{\{usageFields\}\}\n/);
    expect(section).toContain("Global Privacy Control");
    expect(section).toContain("{{retentionMonths}} months");
  });
});
