import { describe, expect, it } from "vitest";
import type { ClinicCard } from "../domain/clinic-card.ts";
import { type HydrationState, hydrationState } from "./hydration-data.server.ts";

function card(id: number, extra: Partial<ClinicCard> = {}): ClinicCard {
  return {
    id,
    slug: `clinic-${id}`,
    name: `Clinic ${id}`,
    city: "Austin",
    state: "TX",
    address: `${id} Congress Ave, Austin, TX 78701`,
    zipCode: "78701",
    locationPrecision: "address",
    phone: "(512) 555-0100",
    rating: 4.5,
    reviewCount: 20,
    monthlyPrice: { amount: 150, asOf: "2026-09-01", source: "website", stale: false },
    featured: false,
    verified: true,
    virtualCare: false,
    weeklyHours: "mon 08:00-17:00",
    timeZone: "America/Chicago",
    distance: 1.5,
    ...extra,
  };
}

const HYDRATED_KEYS = ["featured", "id", "name", "slug", "timeZone", "weeklyHours"];

function stateOf(loaderData: Record<string, unknown>): HydrationState {
  return { loaderData, actionData: null, errors: null };
}

describe("the loader data a page sends for hydration (decision 57)", () => {
  it("gives the search page's cards, its online group's included, only what their live lines read", () => {
    const online = card(2, { virtualCare: true, insuranceMatch: "Blue Cross" });
    const search = {
      clinics: [card(1)],
      telehealth: { stateCode: "TX", stateName: "Texas", clinics: [online], total: 1, onlyDemo: false },
      total: 1,
      head: [{ title: "TRT Clinics near Austin, TX" }],
    };
    const root = { site: { siteName: "TRT Clinic Finder" } };
    const sent = hydrationState(stateOf({ root, "routes/search": search }));
    const page = sent.loaderData["routes/search"] as typeof search;

    expect(Object.keys(page.clinics[0] ?? {}).sort()).toEqual(HYDRATED_KEYS);
    expect(page.clinics[0]).toEqual({
      id: 1,
      slug: "clinic-1",
      name: "Clinic 1",
      featured: false,
      weeklyHours: "mon 08:00-17:00",
      timeZone: "America/Chicago",
    });
    expect(page.telehealth.clinics[0]).toMatchObject({ id: 2, insuranceMatch: "Blue Cross" });
    expect(page.telehealth.clinics[0]).not.toHaveProperty("address");
    expect(page.telehealth).toMatchObject({ stateName: "Texas", total: 1 });
    // The rest of the page's data, and other routes' data, go as the loaders returned them.
    expect(page.head).toBe(search.head);
    expect(page.total).toBe(1);
    expect(sent.loaderData.root).toBe(root);
  });

  it("gives the finder's result and featured cards the same form, one object for a card listed twice", () => {
    const both = card(3, { featured: true, description: "A men's health practice." });
    const finder = { clinics: [both, card(4)], featured: [both], coverage: [{ state: "TX", count: 2 }] };
    const sent = hydrationState(stateOf({ "routes/near-me": finder }));
    const page = sent.loaderData["routes/near-me"] as typeof finder;

    expect(page.clinics.map((item) => Object.keys(item).sort())).toEqual([HYDRATED_KEYS, HYDRATED_KEYS]);
    expect(page.featured[0]).toBe(page.clinics[0]);
    expect(page.featured[0]).toMatchObject({ featured: true });
    expect(page.coverage).toBe(finder.coverage);
  });

  it("gives the online list's and a city's own cards the same form, and leaves what is around them", () => {
    const online = {
      listings: [{ clinic: card(6, { virtualCare: true }), licence: "Treats patients in 14 states" }],
      payment: { insurance: [] },
    };
    const help = { nearest: [card(8)] };
    const city = { cityPage: { city: "Austin", clinics: [card(7)], total: 1 }, help, state: { code: "TX" } };
    const sent = hydrationState(stateOf({ "routes/telehealth": online, "routes/city": city }));
    const list = sent.loaderData["routes/telehealth"] as typeof online;
    const cityPage = (sent.loaderData["routes/city"] as typeof city).cityPage;

    expect(Object.keys(list.listings[0]?.clinic ?? {}).sort()).toEqual(HYDRATED_KEYS);
    expect(list.listings[0]?.licence).toBe("Treats patients in 14 states");
    expect(list.payment).toBe(online.payment);
    expect(Object.keys(cityPage.clinics[0] ?? {}).sort()).toEqual(HYDRATED_KEYS);
    expect(cityPage).toMatchObject({ city: "Austin", total: 1 });
    expect((sent.loaderData["routes/city"] as typeof city).help).toBe(help);
    // A city that was not found has no page of its own to cut.
    const missing = stateOf({ "routes/city": { cityPage: null, help: null, head: [] } });
    expect(hydrationState(missing)).toBe(missing);
  });

  it("changes nothing it was given, and leaves pages without cards as they are", () => {
    const search = { clinics: [card(5)], telehealth: null, failed: false };
    const given = stateOf({ "routes/search": search });
    const sent = hydrationState(given);
    expect(search.clinics[0]).toHaveProperty("address");
    expect(given.loaderData["routes/search"]).toBe(search);
    expect((sent.loaderData["routes/search"] as typeof search).telehealth).toBeNull();

    const clinicPage = stateOf({ root: {}, "routes/clinic": { clinic: { address: "1 Main St" }, head: [] } });
    expect(hydrationState(clinicPage)).toBe(clinicPage);
    // A search that answered without a list (its loader failed and an error boundary shows) goes as it came.
    const failed = stateOf({ "routes/search": undefined });
    expect(hydrationState(failed).loaderData["routes/search"]).toBeUndefined();
  });

  it("leaves every route's structured data as the server wrote it, and sends the rest of its head", () => {
    const head = [
      { title: "Alder Bluff Men's Clinic" },
      { name: "description", content: "Testosterone therapy in Austin, TX." },
      {
        "script:ld+json": { "@context": "https://schema.org", "@type": "MedicalClinic", name: "Alder Bluff" },
      },
      { tagName: "link", rel: "canonical", href: "https://example.com/clinic/alder-bluff" },
      { "script:ld+json": { "@context": "https://schema.org", "@type": "BreadcrumbList" } },
    ];
    const clinic = { clinic: { address: "1 Main St" }, head };
    const sent = hydrationState(stateOf({ "routes/clinic": clinic }));
    const page = sent.loaderData["routes/clinic"] as typeof clinic;

    expect(page.clinic).toBe(clinic.clinic);
    expect(page.head).toEqual([
      head[0],
      head[1],
      { "script:ld+json": { "@id": "#kept-1" } },
      head[3],
      { "script:ld+json": { "@id": "#kept-2" } },
    ]);
    expect(head[2]).toHaveProperty(["script:ld+json", "@type"], "MedicalClinic");
  });

  it("gives a blog post's and the TRT guide's article its shape only, and the rest of their data whole", () => {
    const article = "<h2>Costs</h2>\n<p>{{kit}}</p>\n<p>Prices vary by clinic.</p>\n";
    const post = { found: true, post: { title: "TRT cost guide", readTime: 7, html: article }, related: [] };
    const guide = { title: "TRT guide", sections: [{ id: "what", title: "What TRT is" }], html: article };
    const sent = hydrationState(stateOf({ "routes/blog-post": post, "routes/about-trt": guide }));
    const sentPost = sent.loaderData["routes/blog-post"] as typeof post;
    const sentGuide = sent.loaderData["routes/about-trt"] as typeof guide;

    expect(sentPost.post).toEqual({
      title: "TRT cost guide",
      readTime: 7,
      html: "<!----><p>{{kit}}</p>\n<!---->",
    });
    expect(sentPost.related).toBe(post.related);
    expect(sentGuide.html).toBe("<!----><p>{{kit}}</p>\n<!---->");
    expect(sentGuide.sections).toBe(guide.sections);
    expect(post.post.html).toBe(article);
    // A post that was not found has no article.
    const missing = stateOf({ "routes/blog-post": { found: false, head: [] } });
    expect(hydrationState(missing)).toBe(missing);
  });
});
