import { beforeAll, expect, it } from "vitest";
import type { AppServices } from "../../app/context.ts";
import { DAYS_MONDAY_FIRST } from "../../app/domain/catalog.ts";
import { changeInWords } from "../../app/domain/change-wording.ts";
import { CLINIC_FIELDS } from "../../app/domain/clinic-fields.ts";
import { action as editAction } from "../../app/routes/admin/clinic-edit.tsx";
import { findAdmin, saveAdmin } from "../../app/server/admin/accounts.server.ts";
import { auditOf } from "../../app/server/admin/audit.server.ts";
import { loadClinic } from "../../app/server/admin/clinic-admin.server.ts";
import { type ClinicFormValues, formValuesOf } from "../../app/server/admin/clinic-form.server.ts";
import { sessionCookie } from "../../app/server/admin/cookie.server.ts";
import { createSession } from "../../app/server/admin/sessions.server.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import { routerContext, servicesFor } from "../support/app-services.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../support/databases.ts";

const SITE = "https://trt.example.org";
const STRUCTURED = new Set(["services", "insurance", "pricing", "hours", "yes-no"]);
const KIND = new Map<string, string>(CLINIC_FIELDS.map((field) => [field.name, field.value.kind]));

/** The plain fields of a loaded form as a browser sends them; the structured editors' fields are added by each test. */
function plainFields(values: ClinicFormValues): [string, string][] {
  return Object.entries(values).flatMap(([name, value]): [string, string][] => {
    const kind =
      KIND.get(name) ?? ((DAYS_MONDAY_FIRST as readonly string[]).includes(name) ? "hours" : "text");
    if (kind === "yes-no") return value === "true" ? [[name, "true"]] : [];
    return STRUCTURED.has(kind) ? [] : [[name, value]];
  });
}

describeOnEveryDialect(
  "the clinic form's structured editors, posted as a browser without JavaScript posts them, on %s",
  (database) => {
    let services: AppServices;
    let clinicId: number;
    let cookie: string;
    let csrf: string;

    beforeAll(async () => {
      services = servicesFor(database);
      const consultation = { service: "Consultation", price: "$150 per visit", low: 150, high: 150 };
      await upsertClinics(database.db, [
        makeClinic({
          slug: "austin-mens-health",
          telehealth: false,
          pricing: [{ ...consultation, unit: "visit", source: "website", asOf: "2026-10-01" }],
        }),
      ]);
      clinicId = Number((await database.db.selectFrom("clinics").select("id").executeTakeFirstOrThrow()).id);
      await saveAdmin(database.db, "ops@example.com", "correct-horse-battery-staple-42");
      const admin = await findAdmin(database.db, "ops@example.com");
      const session = await createSession(database.db, admin?.id ?? 0);
      cookie = sessionCookie(session.token, false).split(";")[0] as string;
      csrf = session.csrfToken;
    });

    async function save(fields: [string, string][]): Promise<Response> {
      const stored = await loadClinic(database.db, clinicId);
      if (!stored) throw new Error("no clinic");
      const values = formValuesOf(stored.clinic);
      const body = new URLSearchParams([
        ["csrf", csrf],
        ["intent", "save"],
        ["version", stored.version],
        ["loaded", JSON.stringify(values)],
        ...plainFields(values).filter(([name]) => !fields.some(([given]) => given === name)),
        ...fields,
      ]);
      const request = new Request(`${SITE}/admin/clinics/${clinicId}`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: SITE },
        body,
      });
      return editAction({
        request,
        params: { id: String(clinicId) },
        context: routerContext(services),
      } as never).then(
        (answer) => answer as unknown as Response,
        (thrown: unknown) => thrown as Response,
      );
    }

    /** The editors' fields for the fixture clinic as loaded: what an untouched form sends. */
    const untouched: [string, string][] = [
      ["services", "testosterone-injections"],
      ["services", "hormone-testing"],
      ["insurance", "aetna"],
      ["insurance", "self-pay"],
      ["pricing.0.service", "Consultation"],
      ["pricing.0.low", "150"],
      ["pricing.0.unit", "visit"],
      ["pricing.0.source", "website"],
      ["pricing.0.asOf", "2026-10-01"],
      ["pricing.1.service", ""],
      ["pricing.1.source", ""],
      ["pricing.1.asOf", ""],
      ...DAYS_MONDAY_FIRST.flatMap((day): [string, string][] =>
        day === "monday" || day === "tuesday"
          ? [
              [`${day}.status`, "open"],
              [`${day}.opens`, "08:00"],
              [`${day}.closes`, "17:00"],
            ]
          : [[`${day}.status`, "closed"]],
      ),
      ["verified", "true"],
    ];

    it("an untouched form saves nothing: choices keep their order and dates their time", async () => {
      const answer = await save(untouched);
      expect(answer.headers.get("Location")).toBe(`/admin/clinics/${clinicId}?saved=nothing`);
    });

    it("saves what the editors show, and the history tells it in words", async () => {
      const edited = untouched
        .filter(
          ([name]) =>
            !name.startsWith("services") && !name.startsWith("pricing") && !name.startsWith("monday"),
        )
        .concat([
          ["services", "hormone-testing"],
          ["services", "testosterone-gel"],
          ["serviceDescription.testosterone-gel", "Compounded locally"],
          ["insurance", "tricare"],
          ["pricing.0.service", "Consultation"],
          ["pricing.0.low", "150"],
          ["pricing.0.unit", "visit"],
          ["pricing.0.source", "website"],
          ["pricing.0.asOf", "2026-10-01"],
          ["pricing.2.service", "Lab panel"],
          ["pricing.2.low", "325"],
          ["pricing.2.high", "400"],
          ["pricing.2.unit", "test"],
          ["pricing.2.source", "phone-call"],
          ["pricing.2.asOf", "2026-11-02"],
          ["monday.status", "open"],
          ["monday.opens", "09:00"],
          ["monday.closes", "00:00"],
          ["telehealth", "true"],
          ["lastVerifiedAt", "2026-11-02"],
        ]);
      const answer = await save(edited);
      expect(answer.headers.get("Location")).toBe(`/admin/clinics/${clinicId}?saved=changes`);
      const clinic = (await loadClinic(database.db, clinicId))?.clinic;
      expect(clinic?.services.map((service) => [service.id, service.description])).toEqual([
        ["hormone-testing", null],
        ["testosterone-gel", "Compounded locally"],
      ]);
      expect(clinic?.insuranceProviders.map((provider) => provider.id)).toEqual([
        "aetna",
        "self-pay",
        "tricare",
      ]);
      expect(clinic?.pricing.map(({ service, price }) => [service, price])).toEqual([
        ["Consultation", "$150 per visit"],
        ["Lab panel", "$325–$400 per test"],
      ]);
      expect(clinic?.openingHours.find((hours) => hours.day === "monday")).toMatchObject({
        opens: "09:00",
        closes: "24:00",
      });
      expect(clinic?.telehealth).toBe(true);
      expect(clinic?.lastVerifiedAt?.slice(0, 10)).toBe("2026-11-02");

      const [entry] = await auditOf(database.db, clinicId);
      const words = entry?.changes.flatMap((change) => changeInWords(change, change.field)) ?? [];
      expect(words).toEqual(
        expect.arrayContaining([
          "Monday: 8:00-17:00 → 9:00-24:00",
          "services: added Testosterone Gel",
          "services: removed Testosterone Injections",
          "insurance: added TRICARE",
          "pricing: added Lab panel, $325–$400 per test (Phone call to the clinic, as of Nov 2, 2026)",
          "telehealth: no → yes",
        ]),
      );
    });

    it("saves a day's second period, and refuses one that overlaps the first naming the day and the period", async () => {
      const withWednesday = (periods: [string, string][]): [string, string][] => [
        ...untouched.filter(([name]) => !name.startsWith("wednesday")),
        ["wednesday.status", "open"],
        ...periods.flatMap(([opens, closes], index): [string, string][] => {
          const suffix = index === 0 ? "" : `.${index + 1}`;
          return [
            [`wednesday.opens${suffix}`, opens],
            [`wednesday.closes${suffix}`, closes],
          ];
        }),
      ];
      const refused = (await save(
        withWednesday([
          ["08:00", "13:00"],
          ["12:00", "17:00"],
        ]),
      )) as unknown as {
        init: { status: number };
        data: { errors: Record<string, string[]>; values: ClinicFormValues };
      };
      expect(refused.init.status).toBe(400);
      expect(refused.data.errors.wednesday).toEqual([
        'period 2 ("12:00-17:00") must open after period 1 closes (13:00): periods go in order and do not overlap',
      ]);
      expect(refused.data.values.wednesday).toBe("08:00-13:00,12:00-17:00");

      const answer = await save(
        withWednesday([
          ["08:00", "12:00"],
          ["13:00", "17:00"],
        ]),
      );
      expect(answer.headers.get("Location")).toBe(`/admin/clinics/${clinicId}?saved=changes`);
      const clinic = (await loadClinic(database.db, clinicId))?.clinic;
      expect(clinic?.hoursOfOperation.wednesday).toBe("8:00 AM – 12:00 PM, 1:00 PM – 5:00 PM");
      const [entry] = await auditOf(database.db, clinicId);
      // The test before this one saved other changes, which `untouched` puts back: only Wednesday is checked here.
      expect(entry?.changes.flatMap((change) => changeInWords(change, change.field))).toContain(
        "Wednesday: closed → 8:00-12:00, 13:00-17:00",
      );
    });

    it("saves a price's new source and day, and the history tells them", async () => {
      const edited = untouched
        .filter(([name]) => !name.startsWith("pricing.0.source") && !name.startsWith("pricing.0.asOf"))
        .concat([
          ["pricing.0.source", "clinic-submission"],
          ["pricing.0.asOf", "2026-11-20"],
        ]);
      const answer = await save(edited);
      expect(answer.headers.get("Location")).toBe(`/admin/clinics/${clinicId}?saved=changes`);
      const clinic = (await loadClinic(database.db, clinicId))?.clinic;
      expect(clinic?.pricing[0]).toMatchObject({
        service: "Consultation",
        source: "clinic-submission",
        asOf: "2026-11-20",
      });
      const [entry] = await auditOf(database.db, clinicId);
      expect(entry?.changes.flatMap((change) => changeInWords(change, change.field))).toContain(
        "pricing: Consultation, $150 per visit: Clinic website, as of Oct 1, 2026 → Submitted by the clinic, as of Nov 20, 2026",
      );
    });

    it("refuses a price dated in the future with a 400 naming the row", async () => {
      const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const answer = (await save([
        ...untouched.filter(([name]) => name !== "pricing.0.asOf"),
        ["pricing.0.asOf", future],
      ])) as unknown as { init: { status: number }; data: { errors: Record<string, string[]> } };
      expect(answer.init.status).toBe(400);
      expect(answer.data.errors.pricing).toEqual([
        "row 1 needs a day the price was true that is not in the future",
      ]);
    });

    it("answers a price row without a service with a 400 naming the field, and keeps what was typed", async () => {
      const answer = (await save([
        ...untouched.filter(([name]) => !name.startsWith("pricing.1.")),
        ["pricing.1.service", ""],
        ["pricing.1.low", "99"],
        ["pricing.1.source", "website"],
        ["pricing.1.asOf", "2026-11-01"],
      ])) as unknown as {
        init: { status: number };
        data: { errors: Record<string, string[]>; values: ClinicFormValues };
      };
      expect(answer.init.status).toBe(400);
      const problem = answer.data;
      expect(problem.errors.pricing).toEqual(["row 2 needs a service"]);
      expect(JSON.parse(problem.values.pricing)[1]).toMatchObject({ service: "", low: 99 });
    });
  },
);
