import { expect, it } from "vitest";
import { testGazetteer } from "../../../tests/support/app-services.ts";
import { makeClinic } from "../../../tests/support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../../../tests/support/databases.ts";
import { directoryOf } from "../../../tests/support/directory.ts";
import { NEAREST_CLINICS_LIMIT } from "../../domain/nearby-help.ts";
import { upsertClinics } from "../clinics/write.server.ts";
import { loadCityHelp } from "./city-help.server.ts";
import { loadCityPage } from "./city-page.server.ts";

/** An online clinic in Denver, outside Texas. */
const DENVER_ONLINE = {
  city: "Denver",
  state: "CO",
  zipCode: "80202",
  latitude: 39.74,
  longitude: -104.99,
  telehealth: true,
};

/** Clinics around Marfa, TX (30.31, -104.02), which has none of its own. */
const FIXTURES = [
  makeClinic({
    slug: "midland-clinic",
    name: "Midland Men's Clinic",
    city: "Midland",
    zipCode: "79701",
    latitude: 31.997,
    longitude: -102.078,
  }),
  makeClinic({
    slug: "el-paso-clinic",
    name: "El Paso Hormone Clinic",
    city: "El Paso",
    zipCode: "79901",
    latitude: 31.759,
    longitude: -106.487,
  }),
  makeClinic({
    slug: "las-cruces-clinic",
    name: "Las Cruces Men's Health",
    city: "Las Cruces",
    state: "NM",
    zipCode: "88001",
    latitude: 32.312,
    longitude: -106.778,
  }),
  makeClinic({
    slug: "alpine-virtual",
    name: "Alpine Virtual TRT",
    city: "Alpine",
    zipCode: "79830",
    latitude: 30.358,
    longitude: -103.661,
    telehealth: true,
    licenseStates: ["TX"],
  }),
  makeClinic({
    slug: "lubbock-clinic",
    name: "Lubbock Men's Clinic",
    city: "Lubbock",
    zipCode: "79401",
    latitude: 33.578,
    longitude: -101.855,
  }),
  makeClinic({
    slug: "fort-stockton-one",
    name: "Fort Stockton Clinic",
    city: "Fort Stockton",
    zipCode: "79735",
    latitude: 30.894,
    longitude: -102.879,
  }),
  makeClinic({
    slug: "denver-online",
    name: "Mile High Care",
    ...DENVER_ONLINE,
    licenseStates: ["CO", "TX"],
    rating: 4.9,
  }),
  makeClinic({
    slug: "denver-colorado-only",
    name: "Front Range Care",
    ...DENVER_ONLINE,
    licenseStates: ["CO"],
  }),
];

describeOnEveryDialect("help on thin city pages on %s", { clinics: FIXTURES }, (database) => {
  async function helpFor(city: string, state: string) {
    const directory = directoryOf(database.db);
    const result = await loadCityPage({ directory, gazetteer: testGazetteer(), city, state });
    if (result.kind !== "found") throw new Error(`${city}: ${JSON.stringify(result)}`);
    return { page: result.data, help: await loadCityHelp(directory, testGazetteer(), result.data) };
  }

  it("a city without clinics: the nearest in-person clinics within the radius, across the state line too", async () => {
    const { page, help } = await helpFor("marfa", "tx");
    expect(page.total).toBe(0);
    expect(help?.nearest.map((clinic) => clinic.slug)).toEqual([
      "fort-stockton-one",
      "midland-clinic",
      "el-paso-clinic",
      "las-cruces-clinic",
    ]);
    const distances = help?.nearest.map((clinic) => clinic.distance ?? Number.NaN) ?? [];
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((miles) => miles > 0 && miles <= 250)).toBe(true);
    expect(help?.nearest.length).toBeLessThanOrEqual(NEAREST_CLINICS_LIMIT);
  });

  it("online clinics licensed in the state, not those licensed elsewhere, without distances", async () => {
    const { help } = await helpFor("marfa", "tx");
    expect(help?.online.clinics.map((clinic) => clinic.slug)).toEqual(["denver-online", "alpine-virtual"]);
    expect(help?.online.total).toBe(2);
    expect(help?.online.clinics.every((clinic) => clinic.distance === undefined)).toBe(true);
  });

  it("a city with one clinic: the others nearest it, not the one it lists", async () => {
    const { page, help } = await helpFor("ft-stockton", "tx");
    expect(page.total).toBe(1);
    expect(help?.nearest.map((clinic) => clinic.slug)).not.toContain("fort-stockton-one");
    expect(help?.nearest[0]?.slug).toBe("midland-clinic");
  });

  it("a city with clinics to compare needs no help", async () => {
    await upsertClinics(database.db, [
      makeClinic({
        slug: "midland-two",
        name: "Permian Hormone Care",
        city: "Midland",
        zipCode: "79701",
        latitude: 32.0,
        longitude: -102.1,
      }),
    ]);
    const { page, help } = await helpFor("midland", "tx");
    expect(page.total).toBe(2);
    expect(help).toBeNull();
  });
});
