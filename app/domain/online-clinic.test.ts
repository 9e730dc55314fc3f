import { describe, expect, it } from "vitest";
import { isOnlineClinic, licenceSummary, matchesOnlineSearch } from "./online-clinic.ts";
import { US_STATES } from "./us-states.ts";

const base = { name: "Peak Men's Health", city: "Austin", state: "TX", telehealth: false, services: [] };

describe("isOnlineClinic", () => {
  it("is online when telehealth is true", () => {
    expect(isOnlineClinic({ ...base, telehealth: true })).toBe(true);
    expect(isOnlineClinic(base)).toBe(false);
  });

  it("reads the name: online, virtual, tele, nation", () => {
    for (const name of ["Online TRT", "VIRTUAL Men", "TeleHormone", "TRT Nation", "International Health"]) {
      expect(isOnlineClinic({ ...base, name })).toBe(true);
    }
    expect(isOnlineClinic({ ...base, name: "Remote Clinic" })).toBe(false);
  });

  it("reads the city: virtual, online, nationwide", () => {
    for (const city of ["Virtual", "Online", "Nationwide"])
      expect(isOnlineClinic({ ...base, city })).toBe(true);
    expect(isOnlineClinic({ ...base, city: "Telluride" })).toBe(false);
  });

  it("reads the state: online, nationwide", () => {
    expect(isOnlineClinic({ ...base, state: "Online" })).toBe(true);
    expect(isOnlineClinic({ ...base, state: "NATIONWIDE" })).toBe(true);
    expect(isOnlineClinic({ ...base, state: "Virtual" })).toBe(false);
  });

  it("reads services given as strings or objects: telehealth, virtual, online, remote", () => {
    expect(isOnlineClinic({ ...base, services: ["Remote monitoring"] })).toBe(true);
    expect(isOnlineClinic({ ...base, services: [{ name: "Telehealth Consultations" }] })).toBe(true);
    expect(isOnlineClinic({ ...base, services: [{ name: "Video visits", id: "online-visits" }] })).toBe(true);
    expect(isOnlineClinic({ ...base, services: ["Testosterone Injections", { name: "HCG Therapy" }] })).toBe(
      false,
    );
  });

  it("copes with missing fields", () => {
    expect(
      isOnlineClinic({ name: "Clinic", city: null, state: null, services: null, telehealth: null }),
    ).toBe(false);
  });
});

describe("matchesOnlineSearch", () => {
  const clinic = { ...base, services: [{ name: "Testosterone Injections" }, "HCG Therapy"] };

  it("matches the name or a service, ignoring case", () => {
    expect(matchesOnlineSearch(clinic, "peak")).toBe(true);
    expect(matchesOnlineSearch(clinic, "hcg")).toBe(true);
    expect(matchesOnlineSearch(clinic, "INJECTIONS")).toBe(true);
    expect(matchesOnlineSearch(clinic, "pellets")).toBe(false);
  });

  it("matches everything when the search is empty", () => {
    expect(matchesOnlineSearch(clinic, "  ")).toBe(true);
  });

  it("never matches across the name and a service, even with a line break in the search", () => {
    const name = clinic.name.toLowerCase();
    expect(matchesOnlineSearch(clinic, `${name.slice(-3)} testosterone`)).toBe(false);
    expect(matchesOnlineSearch(clinic, `${name.slice(-3)}\ntestosterone`)).toBe(false);
  });
});

describe("licenceSummary", () => {
  const fourteen = ["TX", "FL", "GA", "OH", "NC", "AZ", "CO", "NV", "UT", "TN", "SC", "AL", "MO", "KS"];

  it("names the visitor's state among many", () => {
    expect(licenceSummary(fourteen, "TX")).toBe("Treats patients in 14 states, including Texas");
    expect(licenceSummary(fourteen, "tx")).toBe("Treats patients in 14 states, including Texas");
  });

  it("names a single state, with the singular", () => {
    expect(licenceSummary(["TX"], "TX")).toBe("Treats patients in 1 state: Texas");
    expect(licenceSummary(["tx "], null)).toBe("Treats patients in 1 state: Texas");
  });

  it("names a few states when no state is chosen, and only counts many", () => {
    expect(licenceSummary(["TX", "FL", "GA"])).toBe(
      "Treats patients in 3 states: Florida, Georgia and Texas",
    );
    expect(licenceSummary(["TX", "FL"])).toBe("Treats patients in 2 states: Florida and Texas");
    expect(licenceSummary(fourteen)).toBe("Treats patients in 14 states");
    expect(licenceSummary(fourteen, "NY")).toBe("Treats patients in 14 states");
  });

  it("says all states when licensed nationwide", () => {
    expect(
      licenceSummary(
        US_STATES.map((state) => state.code),
        "TX",
      ),
    ).toBe("Treats patients in all 50 states");
  });

  it("counts each state once, ignores codes that are not states, and says nothing without licences", () => {
    expect(licenceSummary(["TX", "TX", "XX"], "TX")).toBe("Treats patients in 1 state: Texas");
    expect(licenceSummary([])).toBeNull();
    expect(licenceSummary(["PR"])).toBeNull();
  });
});
