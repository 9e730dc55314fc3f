import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { beforeAll, expect, it } from "vitest";
import type { AppServices } from "../../app/context.ts";
import { parseCandidateListQuery } from "../../app/domain/admin-queues.ts";
import type { Clinic } from "../../app/domain/clinic.ts";
import { addressKey } from "../../app/domain/registry-duplicates.ts";
import { loader as clinicLoader } from "../../app/routes/clinic.tsx";
import {
  acceptCandidate,
  decideMany,
  mergeCandidate,
  rejectCandidate,
  reopenCandidate,
} from "../../app/server/admin/candidate-decisions.server.ts";
import {
  candidateCounts,
  candidateDetail,
  listCandidates,
} from "../../app/server/admin/candidate-list.server.ts";
import { loadClinic } from "../../app/server/admin/clinic-admin.server.ts";
import { createApiListener } from "../../app/server/api/listener.server.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import { sitemapEntries } from "../../app/server/pages/sitemap.server.ts";
import {
  candidateKey,
  type RegistryCandidate,
  type RunRecord,
  storeCandidateRun,
} from "../../app/server/registry/queue.server.ts";
import { callLoader, servicesFor, testGazetteer } from "../support/app-services.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../support/databases.ts";
import { directoryOf } from "../support/directory.ts";

const EDITOR = { email: "operator@example.org" };

function candidate(overrides: Partial<RegistryCandidate> & { npi: string | null }): RegistryCandidate {
  const base = {
    orgPacId: null,
    name: "Held Example Men's Health",
    legalName: "HELD EXAMPLE MEN'S HEALTH PLLC",
    otherNames: [],
    addressLine1: "500 Example Rd",
    addressLine2: null,
    city: "Austin",
    state: "TX",
    zipCode: "78701",
    latitude: 30.2706,
    longitude: -97.7426,
    phone: "(512) 555-0188",
    taxonomies: [{ code: "207Q00000X", name: "Family Medicine Physician" }],
    registryLastUpdated: "2024-01-03",
    source: `NPPES January 2024 (NPI ${overrides.npi ?? ""})`,
    foundBy: ["evidence"] as RegistryCandidate["foundBy"],
    nameMatch: null,
    evidence: {
      prescriptions: { year: 2023, clinicians: 2, claims: 140, drugs: ["Testosterone Cypionate"] },
      services: null,
      clinicians: [],
      cliniciansWithEvidence: 2,
      telehealth: null,
    },
    ...overrides,
  };
  return {
    ...base,
    key:
      overrides.key ??
      candidateKey(
        { npi: base.npi, orgPacId: base.orgPacId },
        addressKey(base.addressLine1, base.addressLine2, base.zipCode),
      ),
  };
}

function run(at: string): RunRecord {
  return {
    startedAt: new Date(at),
    finishedAt: new Date(at),
    files: [{ kind: "nppes", file: "npidata_pfile_20240101-20240107.csv", period: "January 2024" }],
    rules: "test rules",
    scan: {},
  };
}

const HELD = candidate({ npi: "1234567893" });
const SECOND = candidate({
  npi: "1245319599",
  name: "Second Example Clinic",
  legalName: null,
  addressLine1: "12 Second St",
  phone: null,
  foundBy: ["keyword"],
  nameMatch: "men's health",
  evidence: null,
});
const THIRD = candidate({
  npi: "1003000126",
  name: "Third Hormone Clinic",
  legalName: "THIRD HORMONE CLINIC LLC",
  addressLine1: "30 Third Ave",
  city: "Dallas",
  zipCode: "75201",
  latitude: 32.7876,
  longitude: -96.7994,
  phone: "(214) 555-0130",
});

describeOnEveryDialect("the registry review queue on %s", (database) => {
  let services: AppServices;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    services = servicesFor(database);
    await upsertClinics(database.db, [
      makeClinic({
        slug: "listed-dallas",
        name: "Listed Dallas Clinic",
        city: "Dallas",
        zipCode: "75201",
        phone: "(214) 555-0130",
      }),
    ]);
  });

  const idOf = async (key: string) =>
    Number(
      (
        await database.db
          .selectFrom("registry_candidates")
          .select("id")
          .where("candidate_key", "=", key)
          .executeTakeFirstOrThrow()
      ).id,
    );

  it("holds every candidate of a first run for review", async () => {
    const summary = await storeCandidateRun(database.db, run("2026-11-01T10:00:00Z"), [HELD, SECOND, THIRD]);
    expect(summary).toMatchObject({ added: 3, changed: 0, unchanged: 0, returned: 0, stillRejected: 0 });
    ids.held = await idOf(HELD.key);
    ids.second = await idOf(SECOND.key);
    ids.third = await idOf(THIRD.key);
    expect(await candidateCounts(database.db)).toEqual({ held: 3, accepted: 0, merged: 0, rejected: 0 });
    const list = await listCandidates(database.db, parseCandidateListQuery(new URLSearchParams()));
    expect(list.candidates.map((c) => c.name)).toEqual([
      "Held Example Men's Health",
      "Third Hormone Clinic",
      "Second Example Clinic",
    ]);
    expect(list.candidates[0]?.evidenceSummary).toBe(
      "2 clinicians here had 140 Medicare testosterone prescriptions in 2023 (CMS Part D).",
    );
    expect(list.candidates.every((c) => c.isNew)).toBe(true);
  });

  it("never shows a held candidate to visitors: search, clinic pages, the API or the sitemap", async () => {
    const directory = directoryOf(database.db);
    const search = await directory.search({ state: "TX", limit: 100 });
    expect(search.matches.map((match) => match.clinic.name)).not.toContain(HELD.name);
    const page = await callLoader(clinicLoader, services, "/clinic/held-example-mens-health-austin", {
      slug: "held-example-mens-health-austin",
    });
    const answer404 = page as unknown as { data: { clinic: unknown }; init: { status: number } };
    expect(answer404.init.status).toBe(404);
    expect(answer404.data.clinic).toBeNull();
    const entries = await sitemapEntries(directory, [], {});
    expect(entries.map((entry) => entry.path)).not.toContain("/clinic/held-example-mens-health-austin");

    const server: Server = createServer(createApiListener(services, pino({ level: "silent" })));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/api/clinics?state=TX`);
      const clinics = (await answer.json()) as Clinic[];
      expect(clinics.map((clinic) => clinic.name)).not.toContain(HELD.name);
      const bySlug = await fetch(`http://127.0.0.1:${port}/api/clinics/slug/held-example-mens-health-austin`);
      expect(bySlug.status).toBe(404);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("proposes the stored listing a candidate may duplicate", async () => {
    const detail = await candidateDetail(database.db, ids.third ?? 0);
    expect(detail?.duplicate).toMatchObject({ slug: "listed-dallas", reason: "same phone number" });
    expect(detail?.evidence?.prescriptions?.claims).toBe(140);
  });

  it("accepts a candidate as an unverified listing placed at its ZIP code's centre", async () => {
    const result = await acceptCandidate(database.db, {
      id: ids.held ?? 0,
      editor: EDITOR,
      zips: testGazetteer(),
      now: new Date("2026-11-02T09:00:00Z"),
    });
    expect(result.status).toBe("done");
    const clinicId = result.status === "done" ? (result.clinicId ?? 0) : 0;
    const stored = await loadClinic(database.db, clinicId);
    expect(stored?.clinic).toMatchObject({
      slug: "held-example-mens-health-austin",
      name: "Held Example Men's Health",
      legalName: "HELD EXAMPLE MEN'S HEALTH PLLC",
      npi: "1234567893",
      phone: "(512) 555-0188",
      verified: false,
      locationPrecision: "zip",
      source: "NPPES January 2024 (NPI 1234567893)",
    });
    const detail = await candidateDetail(database.db, ids.held ?? 0);
    expect(detail).toMatchObject({ status: "accepted", clinicId, decidedBy: EDITOR.email });
    expect(detail?.history.map((entry) => entry.action)).toEqual(["accept"]);

    const again = await acceptCandidate(database.db, {
      id: ids.held ?? 0,
      editor: EDITOR,
      zips: testGazetteer(),
    });
    expect(again).toMatchObject({ status: "already", current: "accepted", by: EDITOR.email });
    const directory = directoryOf(database.db);
    expect(await directory.bySlug("held-example-mens-health-austin")).not.toBeNull();
  });

  it("merges a candidate into a listing, which gains only what it lacks", async () => {
    const listed = await database.db
      .selectFrom("clinics")
      .select(["id", "updated_at", "phone"])
      .where("slug", "=", "listed-dallas")
      .executeTakeFirstOrThrow();
    const stale = await mergeCandidate(database.db, {
      id: ids.third ?? 0,
      clinicId: listed.id,
      version: "2000-01-01T00:00:00.000Z",
      editor: EDITOR,
      zips: testGazetteer(),
    });
    expect(stale.status).toBe("conflict");
    const result = await mergeCandidate(database.db, {
      id: ids.third ?? 0,
      clinicId: listed.id,
      version: listed.updated_at,
      editor: EDITOR,
      zips: testGazetteer(),
    });
    expect(result).toEqual({ status: "done", clinicId: listed.id });
    const stored = await loadClinic(database.db, listed.id);
    expect(stored?.clinic).toMatchObject({
      name: "Listed Dallas Clinic",
      npi: "1003000126",
      legalName: "THIRD HORMONE CLINIC LLC",
      phone: listed.phone,
    });
    const detail = await candidateDetail(database.db, ids.third ?? 0);
    expect(detail).toMatchObject({ status: "merged", clinicId: listed.id });
    expect(detail?.decisionNote).toBe("The listing gained its NPI, legal name");
  });

  it("remembers a rejection: the next run neither brings it back nor a new location of its NPI", async () => {
    expect(
      await rejectCandidate(database.db, { id: ids.second ?? 0, editor: EDITOR, reason: "A pharmacy" }),
    ).toEqual({ status: "done", clinicId: null });
    const moved = candidate({ ...SECOND, key: undefined as unknown as string, addressLine1: "99 Moved Ln" });
    const summary = await storeCandidateRun(database.db, run("2026-12-01T10:00:00Z"), [
      HELD,
      SECOND,
      THIRD,
      moved,
    ]);
    expect(summary).toMatchObject({ added: 0, stillRejected: 1, rejectedByNpi: 1, decided: 2 });
    expect(await candidateCounts(database.db)).toEqual({ held: 0, accepted: 1, merged: 1, rejected: 2 });
    const rejected = await listCandidates(
      database.db,
      parseCandidateListQuery(new URLSearchParams("status=rejected")),
    );
    expect(rejected.candidates.map((c) => c.decisionNote).sort()).toEqual([
      "A pharmacy",
      "Another location of this NPI was rejected",
    ]);
  });

  it("sends a published candidate back to the queue when its registry facts change", async () => {
    const summary = await storeCandidateRun(database.db, run("2027-01-01T10:00:00Z"), [
      { ...HELD, phone: "(512) 555-0199" },
    ]);
    expect(summary).toMatchObject({ returned: 1 });
    const changed = await listCandidates(
      database.db,
      parseCandidateListQuery(new URLSearchParams("since=changed")),
    );
    expect(changed.candidates.map((c) => [c.name, c.changed, c.clinicId !== null])).toEqual([
      ["Held Example Men's Health", true, true],
    ]);
  });

  it("reopens a rejection made by mistake, and decides many at once, each on its own", async () => {
    expect((await reopenCandidate(database.db, { id: ids.second ?? 0, editor: EDITOR })).status).toBe("done");
    const outcomes = await decideMany(database.db, {
      ids: [ids.second ?? 0, ids.third ?? 0],
      decision: "reject",
      editor: EDITOR,
      zips: testGazetteer(),
      reason: "Not a TRT practice",
    });
    expect(outcomes.map((outcome) => [outcome.name, outcome.result.status])).toEqual([
      ["Second Example Clinic", "done"],
      ["Third Hormone Clinic", "already"],
    ]);
    const history = await candidateDetail(database.db, ids.second ?? 0);
    expect(history?.history.map((entry) => entry.action)).toEqual(["reject", "reopen", "reject"]);
  });
});
