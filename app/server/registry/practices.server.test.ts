import { describe, expect, it } from "vitest";
import { type ClinicianLocation, readCliniciansFile } from "./clinician-file.server.ts";
import { readPrescribersFile, readServicesFile } from "./evidence-files.server.ts";
import { type Evidence, evidenceNpis, groupPractices, unplacedEvidenceNpis } from "./practices.server.ts";
import { readTestosteroneLists, testosteroneCodes, testosteroneDrugs } from "./testosterone-lists.server.ts";

const FIXTURES = "tests/fixtures/cms";
const lists = readTestosteroneLists();

describe("practices from the fixtures", () => {
  const evidence: Evidence = {
    prescribers: readPrescribersFile(
      `${FIXTURES}/MUP_DPR_RY25_P04_V10_DY23_NPIBN.csv`,
      testosteroneDrugs(lists),
    ),
    services: readServicesFile(`${FIXTURES}/MUP_PHY_R25_P05_V20_D23_Prov_Svc.csv`, testosteroneCodes(lists)),
  };
  const npis = evidenceNpis(evidence);
  const { locations } = readCliniciansFile(`${FIXTURES}/DAC_NationalDownloadableFile.csv`, {
    evidenceNpis: npis,
    matchBrand: (name) => (/\bLOW T\b/i.test(name) ? "Low T Center" : undefined),
  });
  const practices = groupPractices(locations, evidence);

  it("gathers the evidence NPIs of both files", () => {
    expect([...npis].sort()).toEqual([
      "1990000014",
      "1990000030",
      "1990000048",
      "1990000303",
      "1990000311",
      "1990000337",
    ]);
  });

  it("makes one practice per group and address, whatever the address's spelling", () => {
    expect(practices.map((practice) => [practice.key, practice.name])).toEqual([
      ["4789000001|2150 cedar ridge blvd ste 200|78701", "Summit Men's Health, PLLC"],
      ["npi:1990000014|100 congress ave|78701", "Jordan Sample, MD"],
      ["4789000002|500 w 5th st|78701", "Low T Center of Austin"],
      ["npi:1990000311|1923 s utica ave ste 4b|74104", "Avery Dummett, DO"],
    ]);
  });

  it("attaches each clinician's evidence once, the most evidence first, with the totals", () => {
    const [summit] = practices;
    expect(summit).toMatchObject({
      orgPacId: "4789000001",
      address: {
        line1: "2150 Cedar Ridge Blvd",
        line2: "Ste 200",
        city: "Austin",
        state: "TX",
        zip5: "78701",
      },
      phone: "5125550142",
      telehealth: true,
    });
    expect(summit?.clinicians).toEqual([
      {
        npi: "1990000014",
        name: "Jordan Sample",
        credential: "MD",
        specialty: "Family Practice",
        claims: 67,
        services: 7612.5,
        visits: 50,
        drugs: ["Testosterone Cypionate", "Depo-Testosterone"],
        codes: ["J1071", "11980"],
      },
      {
        npi: "1990000303",
        name: "Casey Mockley",
        credential: "NP",
        specialty: "Nurse Practitioner",
        claims: 11,
        services: 0,
        visits: 0,
        drugs: ["Testosterone"],
        codes: [],
      },
    ]);
    expect(summit?.totals).toEqual({
      cliniciansWithEvidence: 2,
      prescribers: 2,
      claims: 78,
      billers: 1,
      services: 7612.5,
      visits: 50,
      dataYears: { partD: 2023, services: 2023 },
    });
    expect(summit?.brand).toBeUndefined();
  });

  it("keeps a brand's practice without evidence, with its brand", () => {
    expect(practices[2]).toMatchObject({ brand: "Low T Center", totals: { cliniciansWithEvidence: 0 } });
  });

  it("lists the evidence NPIs no practice has, for the caller to place from NPPES", () => {
    expect(unplacedEvidenceNpis(evidence, practices)).toEqual(["1990000030", "1990000048", "1990000337"]);
  });
});

describe("groupPractices", () => {
  const base: ClinicianLocation = {
    npi: "1990000014",
    name: "Jordan Sample",
    credential: "",
    specialty: "Family Practice",
    orgPacId: "",
    facilityName: "",
    addressLine1: "100 Congress Ave",
    addressLine2: "",
    city: "Austin",
    state: "TX",
    zip5: "78701",
    phone: "",
    telehealth: false,
    hasEvidence: false,
    line: 2,
  };

  it("names a solo clinician without a credential by name alone, and takes the first phone given", () => {
    const [practice] = groupPractices([base, { ...base, phone: "5125550101", line: 3 }], {});
    expect(practice).toMatchObject({ name: "Jordan Sample", phone: "5125550101" });
    expect(practice?.clinicians).toHaveLength(1);
    expect(practice?.totals.dataYears).toEqual({});
  });

  it("keeps two groups at one address apart, and one clinician's two addresses apart", () => {
    const practices = groupPractices(
      [
        { ...base, orgPacId: "1", facilityName: "A" },
        { ...base, orgPacId: "2", facilityName: "B" },
        { ...base, addressLine1: "200 Congress Ave" },
        { ...base, addressLine1: "100 CONGRESS AVENUE" },
      ],
      {},
    );
    expect(practices.map((practice) => practice.key)).toEqual([
      "1|100 congress ave|78701",
      "2|100 congress ave|78701",
      "npi:1990000014|200 congress ave|78701",
      "npi:1990000014|100 congress ave|78701",
    ]);
  });
});
