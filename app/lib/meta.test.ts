import { describe, expect, it } from "vitest";
import { absoluteUrl, pageMeta, socialImagePath } from "./meta.ts";

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

  it("fits the title in 60 characters: the site name goes first, then the preferred text", () => {
    const long = "Low Testosterone Symptom Checker: Free 10-Question Assessment";
    const titles = pageMeta({
      ...site,
      title: [long, "Low Testosterone Symptom Checker"],
      description: "d",
      path: "/",
    });
    expect(titles).toContainEqual({ title: "Low Testosterone Symptom Checker | TRT Clinic Finder" });
    expect(find(titles, "property", "og:title")?.content).toBe(
      "Low Testosterone Symptom Checker | TRT Clinic Finder",
    );
    const alone = pageMeta({
      ...site,
      title: "Online TRT Clinics: Telemedicine Testosterone Therapy",
      description: "d",
      path: "/",
    });
    expect(alone).toContainEqual({ title: "Online TRT Clinics: Telemedicine Testosterone Therapy" });
  });

  it("keeps the description within 160 characters, from a text or from sentences", () => {
    const long = `${"A sentence about testosterone clinics and what they offer. ".repeat(4)}`;
    const trimmed = find(
      pageMeta({ ...site, title: "t", description: long, path: "/" }),
      "name",
      "description",
    );
    expect(String(trimmed?.content).length).toBeLessThanOrEqual(160);
    expect(trimmed?.content).toMatch(/offer\.$/);
    const sentences = pageMeta({
      ...site,
      title: "t",
      description: ["First sentence.", "", "Second one."],
      path: "/",
    });
    expect(find(sentences, "name", "description")?.content).toBe("First sentence. Second one.");
    expect(find(sentences, "property", "og:description")?.content).toBe("First sentence. Second one.");
  });

  it("builds the canonical link from SITE_URL", () => {
    expect(find(meta, "rel", "canonical")?.href).toBe("https://trt.example.org/about-trt");
  });

  it("sets Open Graph and Twitter cards with absolute image URLs", () => {
    expect(find(meta, "property", "og:title")?.content).toBe("TRT Guide | TRT Clinic Finder");
    expect(find(meta, "property", "og:description")?.content).toBe("What testosterone therapy is.");
    expect(find(meta, "property", "og:locale")?.content).toBe("en_US");
    expect(find(meta, "property", "og:image")?.content).toBe("https://trt.example.org/social-card.png");
    expect(find(meta, "property", "og:image:type")?.content).toBe("image/png");
    expect(find(meta, "property", "og:image:width")?.content).toBe("1200");
    expect(find(meta, "property", "og:image:height")?.content).toBe("630");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "twitter:image")?.content).toBe("https://trt.example.org/social-card.png");
  });

  it("shares a PNG (or JPEG) for every image, never an SVG", () => {
    const article = pageMeta({
      ...site,
      title: "t",
      description: "d",
      path: "/",
      image: "/images/blog/cost.svg",
    });
    expect(find(article, "property", "og:image")?.content).toBe(
      "https://trt.example.org/images/blog/cost.png",
    );
    expect(find(article, "name", "twitter:image")?.content).toBe(
      "https://trt.example.org/images/blog/cost.png",
    );
    const photo = pageMeta({
      ...site,
      title: "t",
      description: "d",
      path: "/",
      image: "/images/blog/photo.jpg",
    });
    expect(find(photo, "property", "og:image:type")?.content).toBe("image/jpeg");
  });

  it("adds JSON-LD with the schema.org context", () => {
    const ld = meta.find((d) => "script:ld+json" in d) as { "script:ld+json": Record<string, unknown> };
    expect(ld["script:ld+json"]).toEqual({
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: "TRT Guide",
    });
  });

  it("marks pages noindex only when asked, saying follow for thin pages whose links lead to indexed ones", () => {
    expect(find(meta, "name", "robots")).toBeUndefined();
    const hidden = pageMeta({ ...site, title: "x", description: "y", path: "/", noindex: true });
    expect(find(hidden, "name", "robots")?.content).toBe("noindex");
    const thin = pageMeta({ ...site, title: "x", description: "y", path: "/", noindex: "follow" });
    expect(find(thin, "name", "robots")?.content).toBe("noindex, follow");
  });
});

describe("socialImagePath", () => {
  it("keeps a PNG or JPEG and points anything else at the PNG rendered beside it", () => {
    expect(socialImagePath("/social-card.png")).toBe("/social-card.png");
    expect(socialImagePath("/images/blog/a.jpg")).toBe("/images/blog/a.jpg");
    expect(socialImagePath("/images/blog/a.JPEG")).toBe("/images/blog/a.JPEG");
    expect(socialImagePath("/images/blog/trt-cost-guide.svg")).toBe("/images/blog/trt-cost-guide.png");
    expect(socialImagePath("/images/blog/a.webp")).toBe("/images/blog/a.png");
  });
});

describe("absoluteUrl", () => {
  it("joins paths and queries onto the site URL", () => {
    expect(absoluteUrl("https://a.example", "/search?location=Austin")).toBe(
      "https://a.example/search?location=Austin",
    );
  });
});
