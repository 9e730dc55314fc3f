import { expect, it } from "vitest";
import { sampleClinic } from "../../tests/support/sample-clinic.ts";
import { clinicTabFromParams, profileTabs, reviewTabFromParams, tabSearchParams } from "./clinic-tabs.ts";

const params = (query: string) => new URLSearchParams(query);

it("reads the tab and review sub-tab from the URL, falling back to overview", () => {
  expect(clinicTabFromParams(params(""))).toBe("overview");
  expect(clinicTabFromParams(params("tab=pricing"))).toBe("pricing");
  expect(clinicTabFromParams(params("tab=PRICING"))).toBe("overview");
  expect(clinicTabFromParams(params("tab=<script>"))).toBe("overview");
  expect(reviewTabFromParams(params("tab=reviews&review=platforms"))).toBe("platforms");
  expect(reviewTabFromParams(params("review=nope"))).toBe("overview");
});

it("writes one URL per view, keeping other parameters", () => {
  expect(tabSearchParams(params("tab=pricing"), "overview").toString()).toBe("");
  expect(tabSearchParams(params("x=1"), "services").toString()).toBe("x=1&tab=services");
  expect(tabSearchParams(params(""), "reviews", "statistics").toString()).toBe(
    "tab=reviews&review=statistics",
  );
  expect(tabSearchParams(params("tab=reviews&review=write"), "reviews", "overview").toString()).toBe(
    "tab=reviews",
  );
  expect(tabSearchParams(params("tab=reviews&review=write"), "location").toString()).toBe("tab=location");
});

it("leaves out a tab that would hold nothing of the clinic's own, and a URL asking for it shows the overview", () => {
  const registry = sampleClinic({ services: [], pricing: [], priceRange: null, acceptedInsurance: [] });
  expect(profileTabs(registry)).toEqual(["overview", "reviews", "location"]);
  expect(clinicTabFromParams(params("tab=pricing"), profileTabs(registry))).toBe("overview");
  expect(clinicTabFromParams(params("tab=location"), profileTabs(registry))).toBe("location");
  expect(profileTabs({ ...registry, telehealth: true })).toEqual([
    "overview",
    "services",
    "reviews",
    "location",
  ]);
  expect(profileTabs({ ...registry, acceptedInsurance: ["Aetna"] })).toContain("pricing");
  expect(profileTabs({ ...registry, priceRange: "$$" })).toContain("pricing");
  expect(profileTabs(sampleClinic())).toEqual(["overview", "services", "pricing", "reviews", "location"]);
});
