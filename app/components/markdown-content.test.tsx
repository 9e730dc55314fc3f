import { isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HYDRATION_STAND_IN, htmlForHydration, MarkdownContent } from "./markdown-content.tsx";

const ARTICLE = [
  "<h2>What TRT is</h2>\n<p>Testosterone replacement therapy <strong>restores</strong> a low level.</p>\n",
  "<p>{{price}}</p>\n",
  "<ul>\n<li>Injections</li>\n<li>Gels</li>\n</ul>\n",
  "<p>{{kit}}</p>\n",
  "<p>{{unused}}</p>\n",
  "<p>Ask a clinician first.</p>\n",
].join("");

/** The elements a MarkdownContent draws, with each piece of HTML's content left out: what hydration matches. */
function shape(node: ReactNode): unknown {
  if (Array.isArray(node)) return node.map(shape);
  if (!isValidElement(node)) return node;
  const { children, dangerouslySetInnerHTML, ...props } = (node as ReactElement<Record<string, unknown>>)
    .props;
  return {
    type: typeof node.type === "string" ? node.type : "component",
    key: node.key,
    props,
    html: dangerouslySetInnerHTML === undefined ? null : "inner HTML",
    children: shape(children as ReactNode),
  };
}

describe("an article's HTML as a page sends it for hydration (decision 57)", () => {
  it("keeps the paragraphs that hold a placeholder and stands in for the rest", () => {
    expect(htmlForHydration(ARTICLE)).toBe(
      `${HYDRATION_STAND_IN}<p>{{price}}</p>\n${HYDRATION_STAND_IN}<p>{{kit}}</p>\n<p>{{unused}}</p>\n${HYDRATION_STAND_IN}`,
    );
    expect(htmlForHydration("<p>{{price}}</p>")).toBe("<p>{{price}}</p>");
    expect(htmlForHydration("<p>Only text.</p>")).toBe(HYDRATION_STAND_IN);
    expect(htmlForHydration("")).toBe("");
  });

  it.each([
    ["with blocks", { price: <span>From $150 a month</span>, kit: <a href="/kit">Test at home</a> }],
    ["without blocks", {}],
    ["with a block the article does not hold", { missing: <span>never shown</span> }],
  ])("draws the same elements in the same order as the whole HTML, %s", (_, blocks) => {
    const whole = MarkdownContent({ html: ARTICLE, blocks });
    const hydrated = MarkdownContent({ html: htmlForHydration(ARTICLE), blocks });
    expect(shape(hydrated)).toEqual(shape(whole));
    expect(renderToString(whole)).toContain("Ask a clinician first.");
    expect(renderToString(hydrated)).not.toContain("Ask a clinician first.");
  });

  it("draws an article that is one block, or nothing, the same way too", () => {
    for (const html of ["<p>{{price}}</p>\n", "", "<p>Only text.</p>"]) {
      const blocks = { price: <span>From $150 a month</span> };
      expect(shape(MarkdownContent({ html: htmlForHydration(html), blocks }))).toEqual(
        shape(MarkdownContent({ html, blocks })),
      );
    }
  });
});
