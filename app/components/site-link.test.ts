import { describe, expect, it } from "vitest";
import { inAppPath, type LinkAnchor, type LinkClick } from "./site-link.tsx";

const plain: LinkClick = {
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
};

/** An anchor with these attributes, inside Markdown content or not. */
function anchor(attributes: Record<string, string>, inMarkdown = false): LinkAnchor {
  return {
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
    closest: (selector: string) =>
      selector === "[data-markdown-html]" && inMarkdown ? ({} as Element) : null,
  } as LinkAnchor;
}

const siteLink = (href: string, more: Record<string, string> = {}) =>
  anchor({ href, "data-discover": "true", ...more });

describe("inAppPath", () => {
  it("follows a plain click on one of our page links inside the app, query and fragment kept", () => {
    const href = "/clinic/austin-vitality?tab=reviews#reviews";
    expect(inAppPath(plain, siteLink(href))).toBe(href);
    expect(inAppPath(plain, siteLink(href, { target: "_self" }))).toBe(href);
    expect(inAppPath(plain, anchor({ href: "/tools/symptom-checker" }, true))).toBe("/tools/symptom-checker");
  });

  it("leaves to the browser a new tab, a new window, a download, a middle click or a handled click", () => {
    const link = siteLink("/about");
    for (const key of ["metaKey", "ctrlKey", "altKey", "shiftKey"] as const)
      expect(inAppPath({ ...plain, [key]: true }, link)).toBeNull();
    expect(inAppPath({ ...plain, button: 1 }, link)).toBeNull();
    expect(inAppPath({ ...plain, defaultPrevented: true }, link)).toBeNull();
    expect(inAppPath(plain, siteLink("/about", { target: "_blank" }))).toBeNull();
    expect(inAppPath(plain, siteLink("/about", { download: "" }))).toBeNull();
  });

  it("leaves to the browser links that are not ours or lead to another site", () => {
    expect(inAppPath(plain, anchor({ href: "/trt-clinics-texas" }))).toBeNull();
    expect(inAppPath(plain, siteLink("https://www.example.com/kit"))).toBeNull();
    expect(inAppPath(plain, siteLink("//evil.example/x"))).toBeNull();
    expect(inAppPath(plain, siteLink("/\\evil.example/x"))).toBeNull();
    expect(inAppPath(plain, siteLink("#main"))).toBeNull();
    expect(inAppPath(plain, anchor({ "data-discover": "true" }))).toBeNull();
  });
});
