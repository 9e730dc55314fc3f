import { describe, expect, it } from "vitest";
import { testGazetteer } from "../../../tests/support/app-services.ts";
import type { Directory } from "../clinics/directory.server.ts";
import { eventRow } from "./event-row.server.ts";

/** A directory that lists 3 clinics wherever it is asked, and one clinic by slug. */
const directory = {
  search: async () => ({ matches: [], total: 3 }),
  bySlug: async (slug: string) => (slug === "austin-mens-health" ? { id: 41 } : null),
} as unknown as Directory;

const context = {
  gazetteer: testGazetteer(),
  directory,
  ownHost: "trt.example.org",
  device: "mobile",
  day: "2026-11-24",
};

describe("eventRow: a search keeps the place its words name, never the words", () => {
  it("a city, a ZIP, a state", async () => {
    expect(await eventRow({ type: "search", path: "/search", location: "austin tx" }, context)).toMatchObject(
      {
        place_city: "Austin",
        place_state: "TX",
        place_zip: null,
        result_count: 3,
      },
    );
    expect(await eventRow({ type: "search", path: "/search", location: "78701" }, context)).toMatchObject({
      place_city: "Austin",
      place_state: "TX",
      place_zip: "78701",
    });
    expect(await eventRow({ type: "autocomplete", path: "/", location: "Texas" }, context)).toMatchObject({
      place_city: null,
      place_state: "TX",
      result_count: 3,
    });
  });

  it("words that name no place leave the place and the count empty", async () => {
    const row = await eventRow({ type: "search", path: "/search", location: "tired all the time" }, context);
    expect(row).toMatchObject({ place_city: null, place_state: null, place_zip: null, result_count: null });
    expect(JSON.stringify(row)).not.toContain("tired");
  });

  it("location words on other events are ignored", async () => {
    expect(await eventRow({ type: "page_view", path: "/", location: "Austin, TX" }, context)).toMatchObject({
      place_city: null,
      result_count: null,
    });
  });
});

describe("eventRow: clinics, referrers and paths", () => {
  it("a clinic's page view and a call from a card name the clinic; other events do not", async () => {
    expect(
      await eventRow({ type: "view_clinic", path: "/clinic/austin-mens-health" }, context),
    ).toMatchObject({
      clinic_id: 41,
    });
    expect(
      await eventRow({ type: "click_phone", path: "/search", clinic: "austin-mens-health" }, context),
    ).toMatchObject({ clinic_id: 41 });
    expect(
      await eventRow({ type: "click_directions", path: "/", clinic: "austin-mens-health" }, context),
    ).toMatchObject({ type: "click_directions", clinic_id: 41, referrer_host: null });
    expect(await eventRow({ type: "view_clinic", path: "/clinic/gone" }, context)).toMatchObject({
      clinic_id: null,
    });
    expect(
      await eventRow({ type: "click_affiliate", path: "/", clinic: "austin-mens-health" }, context),
    ).toMatchObject({ clinic_id: null });
  });

  it("the referrer's host on views only; the path without its query; foreign paths refused", async () => {
    const view = await eventRow(
      { type: "page_view", path: "/blog?x=1", referrer: "https://www.bing.com/" },
      context,
    );
    expect(view).toMatchObject({
      path: "/blog",
      referrer_host: "bing.com",
      device: "mobile",
      day: "2026-11-24",
    });
    expect(
      await eventRow({ type: "click_phone", path: "/", referrer: "https://www.bing.com/" }, context),
    ).toMatchObject({ referrer_host: null });
    expect(await eventRow({ type: "page_view", path: "//evil.example/" }, context)).toBeNull();
  });
});
