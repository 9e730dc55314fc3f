import { describe, expect, it } from "vitest";
import { BLOG_CATEGORIES, HOME_FEATURED_SLUGS, LISTED_SLUGS } from "../../domain/blog-post.ts";
import { allPosts, findPost, listedPosts, postSummaries } from "./blog.server.ts";
import { aboutTrtGuide } from "./guide.server.ts";
import { GUIDE_SECTION_IDS } from "./parse.server.ts";

describe("the built-in blog posts", () => {
  const posts = allPosts();

  it("are ten valid posts, newest first", () => {
    expect(posts).toHaveLength(10);
    const dates = posts.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("list exactly the spec's five articles on /blog", () => {
    expect(
      listedPosts()
        .map((post) => post.slug)
        .sort(),
    ).toEqual([...LISTED_SLUGS].sort());
  });

  it("carry the spec's dates, read times and categories", () => {
    expect(findPost("trt-cost-guide-2025-what-to-expect-how-to-save")).toMatchObject({
      publishedAt: "2025-01-25",
      readTime: 7,
      category: "Cost Analysis",
    });
    expect(findPost("choosing-right-trt-clinic-patients-complete-guide")).toMatchObject({
      publishedAt: "2025-01-22",
      readTime: 6,
      category: "Clinic Selection",
    });
    expect(findPost("empowerdx-testosterone-test-home-kit-review")).toMatchObject({
      publishedAt: "2025-01-31",
      readTime: 7,
      category: "Product Review",
    });
    for (const post of posts) expect([5, 6, 7, 8]).toContain(post.readTime);
  });

  it("cover every category the spec mentions", () => {
    expect(new Set(posts.map((post) => post.category))).toEqual(new Set(BLOG_CATEGORIES));
  });

  it("include one sponsored article, labelled as such", () => {
    const sponsored = posts.filter((post) => post.sponsored);
    expect(sponsored.map((post) => post.slug)).toEqual([
      "trt-nation-at-home-testing-revolutionary-testosterone-assessment",
    ]);
    expect(sponsored[0]?.category).toBe("Sponsored Content");
    expect(sponsored[0]?.html).toMatch(/Sponsorship disclosure/);
  });

  it("are each 900 to 1,800 words, cite sources and link only to our pages or https sources", () => {
    for (const post of posts) {
      expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(900);
      expect(post.wordCount, post.slug).toBeLessThanOrEqual(1800);
      expect(post.sources.length, post.slug).toBeGreaterThan(0);
      for (const [, href] of post.html.matchAll(/href="([^"]+)"/g)) expect(href).toMatch(/^(\/|https:)/);
    }
  });

  it("link internally only to posts that exist", () => {
    for (const post of posts) {
      for (const [, slug] of post.html.matchAll(/href="\/blog\/([^"#]+)"/g)) {
        expect(findPost(slug ?? ""), `${post.slug} links to ${slug}`).toBeDefined();
      }
    }
  });

  it("cost figures match the editorial ranges", () => {
    const cost = findPost("trt-cost-guide-2025-what-to-expect-how-to-save")?.html ?? "";
    for (const figure of [
      "$150-400",
      "$200-500",
      "$50-150 per month",
      "$200-400 per month",
      "$400-800 per procedure",
      "$150-300 per month",
    ])
      expect(cost).toContain(figure);
  });

  it("give summaries for cards in the requested order", () => {
    expect(postSummaries([...HOME_FEATURED_SLUGS, "no-such-post"]).map((post) => post.slug)).toEqual([
      ...HOME_FEATURED_SLUGS,
    ]);
    expect(postSummaries(["trt-cost-guide-2025-what-to-expect-how-to-save"])[0]).not.toHaveProperty("html");
  });
});

describe("the TRT guide", () => {
  it("has the eight sections and cites its sources", () => {
    const guide = aboutTrtGuide();
    expect(GUIDE_SECTION_IDS).toHaveLength(8);
    expect(guide.sections.map((section) => section.id)).toEqual([...GUIDE_SECTION_IDS]);
    expect(guide.sources.length).toBeGreaterThan(5);
    expect(guide.html).toContain('<h2 id="what-is-testosterone">What Is Testosterone?</h2>');
    expect(guide.html).not.toContain("{#");
  });
});
