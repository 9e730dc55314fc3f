import { describe, expect, it } from "vitest";
import { canonicalPath, STATIC_PATHS } from "./site-paths.ts";

describe("canonical addresses", () => {
  it("drops a trailing slash from any path", () => {
    expect(canonicalPath("/about/")).toBe("/about");
    expect(canonicalPath("/clinic/peak-trt/")).toBe("/clinic/peak-trt");
    expect(canonicalPath("/blog///")).toBe("/blog");
  });

  it("lower-cases the fixed pages, and only those", () => {
    expect(canonicalPath("/BLOG")).toBe("/blog");
    expect(canonicalPath("/About/")).toBe("/about");
    expect(canonicalPath("/Tools/Symptom-Checker")).toBe("/tools/symptom-checker");
    expect(canonicalPath("/Sitemap.xml")).toBe("/sitemap.xml");
    expect(canonicalPath("/clinic/UPPER-CASE")).toBeNull();
  });

  it("leaves city pages to their own redirect, so any spelling takes one hop", () => {
    expect(canonicalPath("/city/ST-LOUIS/mo/")).toBeNull();
    expect(canonicalPath("/city/austin/tx/")).toBeNull();
  });

  it("leaves canonical addresses alone", () => {
    for (const path of [...STATIC_PATHS, "/clinic/peak-trt", "/city/austin/tx"]) {
      expect(canonicalPath(path), path).toBeNull();
    }
  });

  it("never sends a visitor to another host", () => {
    expect(canonicalPath("//evil.example/")).toBeNull();
    expect(canonicalPath("/\\evil.example/")).toBeNull();
    expect(canonicalPath("/\\evil.example/%2e%2e/")).toBeNull();
    expect(canonicalPath("///")).toBe("/");
  });
});
