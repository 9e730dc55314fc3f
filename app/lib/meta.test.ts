import { describe, expect, it } from "vitest";
import { absoluteUrl, pageMeta } from "./meta.ts";

const site = { siteUrl: "https://trt.example.org", siteName: "TRT Clinic Finder" };

function find(descriptors: ReturnType<typeof pageMeta>, key: string, value: string) {
  return descriptors.find((d) => (d as Record<string, unknown>)[key] === value) as
    | Record<string, unknown>
    | undefined;
}

describe("pageMeta", () => {
  const meta = pageMeta({
    ...site,
    title: "TRT Guide",
    description: "What testosterone therapy is.",
    path: "/about-trt",
    jsonLd: { "@type": "WebPage", name: "TRT Guide" },
  });

  it("appends the site name to the title once", () => {
    expect(meta).toContainEqual({ title: "TRT Guide | TRT Clinic Finder" });
    const again = pageMeta({ ...site, title: "TRT Clinic Finder: Home", description: "d", path: "/" });
    expect(again).toContainEqual({ title: "TRT Clinic Finder: Home" });
  });

  it("builds the canonical link from SITE_URL", () => {
    expect(find(meta, "rel", "canonical")?.href).toBe("https://trt.example.org/about-trt");
  });

  it("sets Open Graph and Twitter cards with absolute image URLs", () => {
    expect(find(meta, "property", "og:title")?.content).toBe("TRT Guide | TRT Clinic Finder");
    expect(find(meta, "property", "og:description")?.content).toBe("What testosterone therapy is.");
    expect(find(meta, "property", "og:image")?.content).toBe("https://trt.example.org/social-card.png");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("adds JSON-LD with the schema.org context", () => {
    const ld = meta.find((d) => "script:ld+json" in d) as { "script:ld+json": Record<string, unknown> };
    expect(ld["script:ld+json"]).toEqual({
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: "TRT Guide",
    });
  });

  it("marks pages noindex only when asked", () => {
    expect(find(meta, "name", "robots")).toBeUndefined();
    const hidden = pageMeta({ ...site, title: "x", description: "y", path: "/", noindex: true });
    expect(find(hidden, "name", "robots")?.content).toBe("noindex");
  });
});

describe("absoluteUrl", () => {
  it("joins paths and queries onto the site URL", () => {
    expect(absoluteUrl("https://a.example", "/search?location=Austin")).toBe(
      "https://a.example/search?location=Austin",
    );
  });
});
