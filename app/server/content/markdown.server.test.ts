import { describe, expect, it } from "vitest";
import { countWords, isSafeHref, renderMarkdown, slugify } from "./markdown.server.ts";

describe("renderMarkdown", () => {
  it("escapes raw HTML instead of passing it through", () => {
    const { html } = renderMarkdown(
      'Hello <script>alert("x")</script> and <img src=x onerror=alert(1)>\n\n<div onclick="evil()">block</div>\n',
    );
    expect(html).not.toMatch(/<script|<img|<div/i);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("&lt;div onclick=&quot;evil()&quot;&gt;");
  });

  it("turns unsafe links into plain text and keeps safe ones", () => {
    const { html } = renderMarkdown(
      "[a](javascript:alert(1)) [b](/search) [c](https://doi.org/10.1) [d](//evil.example) [e](data:text/html,x)",
    );
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("data:text");
    expect(html).not.toContain('href="//evil');
    expect(html).toContain('<a href="/search">b</a>');
    expect(html).toContain('<a href="https://doi.org/10.1" rel="noopener">c</a>');
    expect(html).toContain("a");
  });

  it("gives headings explicit ids from {#id} and slugified ids otherwise, unique per document", () => {
    const { html, headings } = renderMarkdown(
      "## What Is Testosterone? {#what-is-testosterone}\n\ntext\n\n### Why it matters\n\n## Costs & savings\n\n## Costs & savings\n",
    );
    expect(html).toContain('<h2 id="what-is-testosterone">What Is Testosterone?</h2>');
    expect(html).toContain('<h3 id="why-it-matters">Why it matters</h3>');
    expect(html).toContain('<h2 id="costs-savings">');
    expect(html).toContain('<h2 id="costs-savings-2">');
    expect(headings).toEqual([
      { depth: 2, id: "what-is-testosterone", text: "What Is Testosterone?" },
      { depth: 3, id: "why-it-matters", text: "Why it matters" },
      { depth: 2, id: "costs-savings", text: "Costs & savings" },
      { depth: 2, id: "costs-savings-2", text: "Costs & savings" },
    ]);
  });

  it("wraps each table in a labelled, keyboard-scrollable region", () => {
    const { html } = renderMarkdown(
      "| Item | Cost |\n| --- | --- |\n| Visit | $150 |\n\n| | A | B |\n|---|---|---|\n| x | 1 | 2 |\n",
    );
    expect(html).toContain(
      '<div class="md-table" role="region" aria-label="Table 1: Item, Cost" tabindex="0"><table>',
    );
    expect(html).toContain('aria-label="Table 2: A, B"');
    expect(html).not.toContain("md-table-wide");
    expect(renderMarkdown("| A | B | C | D |\n|-|-|-|-|\n|1|2|3|4|\n").html).toContain(
      'class="md-table md-table-wide"',
    );
  });

  it("gives plain tables column headers only", () => {
    const { html } = renderMarkdown("| Item | Cost |\n| --- | --- |\n| Visit | $150 |\n");
    expect(html).toContain('<thead><tr><th scope="col">Item</th><th scope="col">Cost</th></tr></thead>');
    expect(html).toContain("<tr><td>Visit</td><td>$150</td></tr>");
  });

  it("makes the first column row headers when the top-left cell is empty", () => {
    const { html } = renderMarkdown("| | A | B |\n|---|---|---|\n| x | 1 | **2** |\n");
    expect(html).toContain('<thead><tr><td></td><th scope="col">A</th><th scope="col">B</th></tr></thead>');
    expect(html).toContain('<tr><th scope="row">x</th><td>1</td><td><strong>2</strong></td></tr>');
    expect(html).not.toMatch(/<th[^>]*><\/th>/);
  });

  it("allows only local images and makes them lazy", () => {
    expect(renderMarkdown("![chart](/images/blog/x.svg)").html).toContain(
      '<img src="/images/blog/x.svg" alt="chart" loading="lazy" decoding="async">',
    );
    expect(renderMarkdown("![tracker](https://tracker.example/p.gif)").html).not.toContain("<img");
  });
});

describe("helpers", () => {
  it("slugify makes URL fragments", () => {
    expect(slugify("Insurance, Medicare & HSAs")).toBe("insurance-medicare-hsas");
    expect(slugify("Café 2025!")).toBe("cafe-2025");
    expect(slugify("???")).toBe("section");
  });

  it("isSafeHref accepts our paths, anchors, http(s) and mailto only", () => {
    for (const href of ["/blog", "#cost", "https://fda.gov", "http://x.org", "mailto:a@b.org"])
      expect(isSafeHref(href)).toBe(true);
    for (const href of ["javascript:x", "JaVaScRiPt:x", "vbscript:x", "data:x", "//x.org", "file:///etc"])
      expect(isSafeHref(href)).toBe(false);
  });

  it("countWords counts the words a reader sees", () => {
    expect(countWords("<p>One <strong>two</strong> three &amp; four.</p>")).toBe(4);
  });
});
