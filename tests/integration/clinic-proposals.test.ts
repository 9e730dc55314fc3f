import { expect, it } from "vitest";
import { saveAdmin } from "../../app/server/admin/accounts.server.ts";
import { auditEntriesOf } from "../../app/server/admin/audit.server.ts";
import { loadClinic, saveClinic } from "../../app/server/admin/clinic-admin.server.ts";
import { type ClinicFormValues, formValuesOf } from "../../app/server/admin/clinic-form.server.ts";
import { approveClaim, confirmEmailClaim, requestClaim } from "../../app/server/claims/claims.server.ts";
import {
  applyProposal,
  listProposals,
  rejectProposal,
  submitProposal,
} from "../../app/server/claims/proposals.server.ts";
import { testGazetteer } from "../support/app-services.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../support/databases.ts";

const operator = { email: "desk@example.com" };
const REPRESENTATIVE = "frontdesk@cedarclinic.example";
const zips = testGazetteer();

/** The form a browser sends: every cell of the listing as the page showed it, with `changes` typed over it. */
function formWith(values: ClinicFormValues, changes: Partial<Record<string, string>>): FormData {
  const form = new FormData();
  for (const [column, value] of Object.entries({ ...values, ...changes })) {
    if (value === undefined) continue;
    // An unticked checkbox sends nothing.
    if (
      value === "false" &&
      ["telehealth", "videoConsult", "ePrescriptions", "verified", "featured"].includes(column)
    )
      continue;
    form.set(column, value);
  }
  return form;
}

describeOnEveryDialect(
  "changes a clinic proposes, on %s",
  {
    clinics: [
      makeClinic({
        slug: "cedar-proposals",
        name: "Cedar Proposals Clinic",
        website: "https://cedarclinic.example",
      }),
    ],
  },
  (database) => {
    let clinicId = 0;
    let account = { id: 0, email: REPRESENTATIVE };

    const current = async () => {
      const stored = await loadClinic(database.db, clinicId);
      if (!stored) throw new Error("clinic gone");
      return stored;
    };

    it("a representative's proposal is stored with its field changes; prices it adds are the clinic's, dated", async () => {
      await saveAdmin(database.db, operator.email, "a long enough desk password");
      clinicId = Number((await database.db.selectFrom("clinics").select("id").executeTakeFirstOrThrow()).id);
      const claim = await requestClaim(database.db, {
        clinicId,
        claim: { name: "Ana", jobTitle: "Front desk lead", email: REPRESENTATIVE, method: "email" },
      });
      await confirmEmailClaim(database.db, claim.token);
      await approveClaim(database.db, { claimId: claim.claimId, operator });
      account = {
        id: Number(
          (
            await database.db
              .selectFrom("admin_users")
              .select("id")
              .where("email", "=", REPRESENTATIVE)
              .executeTakeFirstOrThrow()
          ).id,
        ),
        email: REPRESENTATIVE,
      };

      const values = formValuesOf((await current()).clinic);
      const pricing = JSON.stringify([
        ...JSON.parse(values.pricing),
        {
          service: "Testosterone injections",
          price: "$149/mo, labs included",
          low: 149,
          high: 149,
          unit: "month",
        },
      ]);
      const now = new Date("2026-11-20T15:00:00Z");
      const result = await submitProposal(database.db, {
        clinicId,
        account,
        // A forged post: the name, the featured flag and the verification are the operator's, never the clinic's.
        form: formWith(values, {
          phone: "(512) 555-0199",
          pricing,
          name: "Best Clinic Ever",
          featured: "true",
        }),
        note: "New number since October.",
        zips,
        now,
      });
      if (!result.ok) throw new Error(JSON.stringify(result));
      expect(result.changes.map((change) => change.field).sort()).toEqual(["phone", "pricing"]);
      const [listed] = await listProposals(database.db, { view: "open" });
      expect(listed).toMatchObject({
        clinicId,
        accountEmail: REPRESENTATIVE,
        status: "open",
        note: "New number since October.",
      });
      const pricingChange = listed?.changes.find((change) => change.field === "pricing");
      expect(pricingChange?.after).toEqual([
        {
          service: "Consultation",
          price: "$150 per visit",
          low: 150,
          high: 150,
          unit: "visit",
          source: "import",
          asOf: expect.any(String),
        },
        {
          service: "Testosterone injections",
          price: "$149/mo, labs included",
          low: 149,
          high: 149,
          unit: "month",
          source: "clinic-submission",
          asOf: "2026-11-20",
        },
      ]);
      // Nothing is published before an operator applies it.
      expect((await current()).clinic.phone).toBe("(512) 555-0100");
    });

    it("reads the price rows as the clinic's form sends them, without a source, as the clinic's own", async () => {
      const values = formValuesOf((await current()).clinic);
      const form = formWith(values, {});
      form.delete("pricing");
      const rows = JSON.parse(values.pricing) as Record<string, unknown>[];
      rows.forEach((row, index) => {
        for (const part of ["service", "low", "high", "unit", "price", "source", "asOf"]) {
          form.set(
            `pricing.${index}.${part}`,
            row[part] === null || row[part] === undefined ? "" : String(row[part]),
          );
        }
      });
      const added = rows.length;
      for (const [part, value] of Object.entries({
        service: "Lab panel",
        low: "89",
        high: "",
        unit: "test",
        price: "",
        source: "",
        asOf: "",
      })) {
        form.set(`pricing.${added}.${part}`, value);
      }
      const sent = await submitProposal(database.db, {
        clinicId,
        account,
        form,
        note: null,
        zips,
        now: new Date("2026-11-20T15:00:00Z"),
      });
      if (!sent.ok) throw new Error(JSON.stringify(sent));
      const after = sent.changes.find((change) => change.field === "pricing")?.after as Record<
        string,
        unknown
      >[];
      expect(after.at(-1)).toMatchObject({
        service: "Lab panel",
        low: 89,
        source: "clinic-submission",
        asOf: "2026-11-20",
      });
      expect(
        await rejectProposal(database.db, { proposalId: sent.proposalId, operator, reason: "" }),
      ).toMatchObject({ ok: true });
    });

    it("refuses a proposal that changes nothing, or breaks the listing's rules, naming the field", async () => {
      const values = formValuesOf((await current()).clinic);
      const same = await submitProposal(database.db, {
        clinicId,
        account,
        form: formWith(values, {}),
        note: null,
        zips,
      });
      expect(same).toMatchObject({
        ok: false,
        errors: { "(row)": ["Nothing differs from the listing: change a field first."] },
      });
      const bad = await submitProposal(database.db, {
        clinicId,
        account,
        form: formWith(values, { phone: "call us", website: "javascript:alert(1)" }),
        note: null,
        zips,
      });
      expect(bad.ok).toBe(false);
      expect(Object.keys("errors" in bad ? bad.errors : {}).sort()).toEqual(["phone", "website"]);
      expect(await listProposals(database.db, { view: "open" })).toHaveLength(1);
    });

    it("publishing applies it as the operator's audited edit, and the clinic has confirmed its details today", async () => {
      const [proposal] = await listProposals(database.db, { view: "open" });
      const now = new Date("2026-11-21T10:00:00Z");
      expect(
        await applyProposal(database.db, { proposalId: proposal?.id ?? 0, operator, zips, now }),
      ).toEqual({
        ok: true,
        clinicId,
      });
      const stored = await current();
      expect(stored.clinic.phone).toBe("(512) 555-0199");
      expect(stored.clinic.name).toBe("Cedar Proposals Clinic");
      expect(stored.clinic.featured).toBe(false);
      const row = await database.db
        .selectFrom("clinics")
        .select("clinic_confirmed_at")
        .where("id", "=", clinicId)
        .executeTakeFirstOrThrow();
      expect(row.clinic_confirmed_at).toBe(now.toISOString());
      const [entry] = await auditEntriesOf(database.db, { clinicId });
      expect(entry).toMatchObject({
        action: "update",
        adminEmail: operator.email,
        note: `Proposed by the clinic (${REPRESENTATIVE}), proposal #${proposal?.id}`,
      });
      expect(
        await applyProposal(database.db, { proposalId: proposal?.id ?? 0, operator, zips, now }),
      ).toMatchObject({
        ok: false,
        status: 409,
      });
      expect(
        (await listProposals(database.db, { view: "closed" })).find((closed) => closed.id === proposal?.id),
      ).toMatchObject({
        status: "applied",
        decidedBy: operator.email,
      });
    });

    it("a field changed since the clinic proposed is not overwritten; a rejection keeps its reason", async () => {
      const before = await current();
      const values = formValuesOf(before.clinic);
      const sent = await submitProposal(database.db, {
        clinicId,
        account,
        form: formWith(values, { phone: "(512) 555-0142" }),
        note: null,
        zips,
      });
      if (!sent.ok) throw new Error(JSON.stringify(sent));
      const edited = await saveClinic(database.db, {
        id: clinicId,
        values: { ...values, phone: "(512) 555-0177" },
        loaded: values,
        version: before.version,
        editor: operator,
        zips,
      });
      expect(edited.status).toBe("saved");
      const refused = await applyProposal(database.db, { proposalId: sent.proposalId, operator, zips });
      expect(refused).toMatchObject({ ok: false, status: 409 });
      expect(!refused.ok && refused.problem).toContain("(phone)");
      expect((await current()).clinic.phone).toBe("(512) 555-0177");

      expect(
        await rejectProposal(database.db, {
          proposalId: sent.proposalId,
          operator,
          reason: "We called you: the number is 0177.",
        }),
      ).toEqual({ ok: true, clinicId });
      const [closed] = await listProposals(database.db, { view: "all", clinicId });
      expect(closed).toMatchObject({
        status: "rejected",
        decisionNote: "We called you: the number is 0177.",
      });
    });
  },
);
