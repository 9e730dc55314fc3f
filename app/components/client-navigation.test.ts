import { describe, expect, it } from "vitest";
import { inAppPath, type LinkClick } from "./client-navigation.tsx";

const plain: LinkClick = {
  button: 0,
  defaultPrevented: false,
  modified: false,
  href: "/clinic/austin-vitality?tab=reviews#reviews",
  target: "",
  download: false,
  ours: true,
};

describe("inAppPath", () => {
  it("follows a plain click on one of our page links inside the app, query and fragment kept", () => {
    expect(inAppPath(plain)).toBe("/clinic/austin-vitality?tab=reviews#reviews");
    expect(inAppPath({ ...plain, target: "_self" })).toBe(plain.href);
  });

  it("leaves to the browser a new tab, a new window, a download, a middle click or a handled click", () => {
    expect(inAppPath({ ...plain, modified: true })).toBeNull();
    expect(inAppPath({ ...plain, button: 1 })).toBeNull();
    expect(inAppPath({ ...plain, target: "_blank" })).toBeNull();
    expect(inAppPath({ ...plain, download: true })).toBeNull();
    expect(inAppPath({ ...plain, defaultPrevented: true })).toBeNull();
  });

  it("leaves to the browser links that are not ours or lead to another site", () => {
    expect(inAppPath({ ...plain, ours: false })).toBeNull();
    expect(inAppPath({ ...plain, href: "https://www.example.com/kit" })).toBeNull();
    expect(inAppPath({ ...plain, href: "//evil.example/x" })).toBeNull();
    expect(inAppPath({ ...plain, href: "/\\evil.example/x" })).toBeNull();
    expect(inAppPath({ ...plain, href: "#main" })).toBeNull();
    expect(inAppPath({ ...plain, href: "" })).toBeNull();
  });
});
