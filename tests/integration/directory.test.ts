import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { searchClinics } from "../../app/server/clinics/search.server.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import { type DatabaseHandle, openDatabase } from "../../app/server/db/connect.server.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect, type TestDatabase } from "../support/databases.ts";
import { directoryOf } from "../support/directory.ts";

const austin = { latitude: 30.2711, longitude: -97.7437 };

async function slugsNearAustin(db: TestDatabase["db"]) {
  const { clinics } = await searchClinics(directoryOf(db), { near: { ...austin, radiusMiles: 50 } });
  return clinics.map((clinic) => clinic.slug);
}

describeOnEveryDialect("the in-memory directory on %s", (database) => {
  /** A second connection, standing in for an import run by another process. */
  let other: DatabaseHandle;

  beforeAll(async () => {
    other = openDatabase(database.url);
    await upsertClinics(database.db, [
      makeClinic({ slug: "first", name: "First Clinic", rating: 4.9 }),
      makeClinic({
        slug: "second",
        name: "Second Clinic",
        rating: 4.1,
        latitude: 30.5083,
        longitude: -97.6789,
      }),
    ]);
  });

  afterAll(async () => {
    await other?.close();
  });

  it("sees clinics written through another connection on the next search", async () => {
    expect(await slugsNearAustin(database.db)).toEqual(["first", "second"]);
    await upsertClinics(other.db, [makeClinic({ slug: "third", name: "Third Clinic", latitude: 30.3 })]);
    expect(await slugsNearAustin(database.db)).toEqual(["first", "third", "second"]);
  });

  it("finds a clinic by slug and an id's slug, and follows a slug changed by hand", async () => {
    const directory = directoryOf(database.db);
    const first = await directory.bySlug("first");
    expect(first?.name).toBe("First Clinic");
    expect(Object.isFrozen(first)).toBe(true);
    expect(await directory.slugOf(first?.id ?? 0)).toBe("first");
    expect(await directory.bySlug("no-such-clinic")).toBeNull();
    expect(await directory.slugOf(999_999)).toBeNull();
    await sql`update clinics set slug = 'first-renamed' where slug = 'first'`.execute(other.db);
    expect(await directory.bySlug("first")).toBeNull();
    expect((await directory.bySlug("first-renamed"))?.id).toBe(first?.id);
    expect(await directory.slugOf(first?.id ?? 0)).toBe("first-renamed");
    await sql`update clinics set slug = 'first' where slug = 'first-renamed'`.execute(other.db);
  });

  it("sees a hand-written SQL change to a related table", async () => {
    const pellets = { services: ["testosterone-pellets"] };
    expect((await searchClinics(directoryOf(database.db), pellets)).total).toBe(0);
    const first = await other.db
      .selectFrom("clinics")
      .select("id")
      .where("slug", "=", "first")
      .executeTakeFirstOrThrow();
    await sql`insert into clinic_services (clinic_id, service_id, description, position)
      values (${first.id}, 'testosterone-pellets', null, 9)`.execute(other.db);
    const { clinics } = await searchClinics(directoryOf(database.db), pellets);
    expect(clinics.map((clinic) => clinic.slug)).toEqual(["first"]);
    expect(clinics[0]?.services.map((service) => service.id)).toContain("testosterone-pellets");
  });

  it("shows a renamed service in the clinics it returns, not a cached old name", async () => {
    const before = await searchClinics(directoryOf(database.db), { services: ["hormone-testing"], limit: 1 });
    expect(before.clinics[0]?.services.find((s) => s.id === "hormone-testing")?.name).toBe("Hormone Testing");
    await sql`update services set name = 'Hormone Blood Tests' where id = 'hormone-testing'`.execute(
      other.db,
    );
    const after = await searchClinics(directoryOf(database.db), { services: ["hormone-testing"], limit: 1 });
    expect(after.clinics[0]?.services.find((s) => s.id === "hormone-testing")?.name).toBe(
      "Hormone Blood Tests",
    );
    await sql`update services set name = 'Hormone Testing' where id = 'hormone-testing'`.execute(other.db);
  });

  it("drops deleted clinics at once", async () => {
    await other.db.deleteFrom("clinics").where("slug", "=", "third").execute();
    expect(await slugsNearAustin(database.db)).toEqual(["first", "second"]);
  });

  it("hands out copies, so a caller changing a clinic does not change the next answer", async () => {
    const { clinics } = await searchClinics(directoryOf(database.db), { sort: "name", limit: 1 });
    const clinic = clinics[0];
    if (!clinic) throw new Error("expected a clinic");
    clinic.name = "Changed by a caller";
    clinic.distance = 999;
    const again = await searchClinics(directoryOf(database.db), { sort: "name", limit: 1 });
    expect(again.clinics[0]?.name).toBe("First Clinic");
    expect(again.clinics[0]?.distance).toBeUndefined();
  });

  it("answers every use by one request from the data as the request first saw it", async () => {
    const directory = directoryOf(database.db);
    const request = directory.forRequest();
    const nearAustin = async (from: typeof directory) =>
      (await searchClinics(from, { near: { ...austin, radiusMiles: 50 } })).clinics.map(
        (clinic) => clinic.slug,
      );
    const before = await nearAustin(request);
    const version = await request.version();
    await upsertClinics(other.db, [makeClinic({ slug: "fifth", name: "Fifth Clinic", latitude: 30.29 })]);
    // The request keeps its data version; the next request (and the directory itself) sees the change.
    expect(await nearAustin(request)).toEqual(before);
    expect(await request.version()).toBe(version);
    expect(await request.bySlug("fifth")).toBeNull();
    expect(await nearAustin(directory.forRequest())).toContain("fifth");
    expect(await directory.bySlug("fifth")).not.toBeNull();
    // A version read before the change, handed to a later request, is read again rather than trusted.
    expect(await nearAustin(directory.forRequest(version))).toContain("fifth");
    expect(await directory.forRequest(version).version()).toBeGreaterThan(version);
    await other.db.deleteFrom("clinics").where("slug", "=", "fifth").execute();
  });

  it("answers a request from the version its caller has just read, without reading it again", async () => {
    const directory = directoryOf(database.db);
    const nearAustin = async (from: typeof directory) =>
      (await searchClinics(from, { near: { ...austin, radiusMiles: 50 } })).clinics.map(
        (clinic) => clinic.slug,
      );
    const before = await nearAustin(directory.forRequest());
    // The edge reads the version for a page's stamp; an edit lands before the page is drawn.
    const stamped = await directory.version();
    await upsertClinics(other.db, [makeClinic({ slug: "sixth", name: "Sixth Clinic", latitude: 30.3 })]);
    const page = directory.forRequest(stamped);
    expect(await page.version()).toBe(stamped);
    expect(await nearAustin(page)).toEqual(before);
    // The page shows the data its stamp names; the next request reads the version and sees the edit.
    expect(await nearAustin(directory.forRequest())).toContain("sixth");
    await other.db.deleteFrom("clinics").where("slug", "=", "sixth").execute();
  });

  it("answers searches that arrive together while it loads with the same result", async () => {
    await upsertClinics(other.db, [makeClinic({ slug: "fourth", name: "Fourth Clinic", latitude: 30.28 })]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => slugsNearAustin(database.db)));
    for (const answer of answers) expect(answer).toEqual(["first", "fourth", "second"]);
  });
});
