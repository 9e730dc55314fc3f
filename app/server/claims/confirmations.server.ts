import type { Kysely } from "kysely";
import { confirmationDue } from "../../domain/clinic-confirmation.ts";
import { utcDay } from "../../domain/price-source.ts";
import { writeAudit } from "../admin/audit.server.ts";
import type { Database } from "../db/schema.server.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import { confirmationReminderMessage } from "./confirmation-messages.server.ts";

export type ConfirmResult =
  | { ok: true; clinicName: string; confirmedAt: string }
  | { ok: false; status: 404; problem: string };

/**
 * "Still correct": the clinic's representative confirms every detail of its listing as it stands, which the
 * profile then says ("Details confirmed by the clinic on <date>") and the audit log records. Only for a clinic
 * the account represents.
 */
export async function confirmStillCorrect(
  db: Kysely<Database>,
  input: { accountId: number; clinicId: number; email: string; now?: Date },
): Promise<ConfirmResult> {
  const now = input.now ?? new Date();
  const confirmedAt = now.toISOString();
  return db.transaction().execute(async (trx): Promise<ConfirmResult> => {
    const clinic = await trx
      .selectFrom("clinic_representatives as r")
      .innerJoin("clinics as k", "k.id", "r.clinic_id")
      .select(["k.name", "k.clinic_confirmed_at"])
      .where("r.account_id", "=", input.accountId)
      .where("r.clinic_id", "=", input.clinicId)
      .executeTakeFirst();
    if (!clinic) return { ok: false, status: 404, problem: "This account does not manage that clinic." };
    await trx
      .updateTable("clinics")
      .set({ clinic_confirmed_at: confirmedAt })
      .where("id", "=", input.clinicId)
      .execute();
    await writeAudit(trx, {
      clinicId: input.clinicId,
      clinicName: clinic.name,
      adminEmail: input.email,
      action: "clinic-confirmed",
      changes: [{ field: "clinicConfirmedAt", before: clinic.clinic_confirmed_at, after: confirmedAt }],
      note: "Still correct: the clinic confirmed every detail of its listing",
      now,
    });
    return { ok: true, clinicName: clinic.name, confirmedAt };
  });
}

/** A clinic whose representatives are to be reminded, with who they are. */
export interface DueReminder {
  clinicId: number;
  clinicName: string;
  clinicSlug: string;
  /**
   * The listing's last confirmation: the clinic's own (clinic_confirmed_at) or, when it never confirmed, the
   * day its first current representative was approved: the day it could first have confirmed.
   */
  lastConfirmation: string;
  /** False when `lastConfirmation` is the approval of its first representative. */
  confirmedByClinic: boolean;
  /** The addresses of its representatives whose accounts are not disabled. */
  recipients: string[];
}

/**
 * The clinics whose last confirmation is REMINDER_MONTHS (11) or more old on `now`'s UTC day and for which no
 * reminder was sent for that confirmation, each with the representatives to e-mail; a clinic without an active
 * representative has nobody to remind and is left out.
 */
export async function dueReminders(db: Kysely<Database>, now = new Date()): Promise<DueReminder[]> {
  const rows = await db
    .selectFrom("clinic_representatives as r")
    .innerJoin("clinics as k", "k.id", "r.clinic_id")
    .innerJoin("admin_users as u", "u.id", "r.account_id")
    .leftJoin("clinic_confirmation_reminders as m", "m.clinic_id", "k.id")
    .select([
      "k.id",
      "k.name",
      "k.slug",
      "k.clinic_confirmed_at",
      "r.created_at as represented_since",
      "u.email",
      "u.disabled_at",
      "m.confirmed_at as reminded_for",
    ])
    .orderBy("k.name")
    .orderBy("k.id")
    .orderBy("u.email")
    .execute();
  const today = utcDay(now);
  const byClinic = new Map<number, DueReminder & { remindedFor: string | null }>();
  for (const row of rows) {
    let entry = byClinic.get(row.id);
    if (!entry) {
      entry = {
        clinicId: row.id,
        clinicName: row.name,
        clinicSlug: row.slug,
        lastConfirmation: row.clinic_confirmed_at ?? row.represented_since,
        confirmedByClinic: row.clinic_confirmed_at !== null,
        recipients: [],
        remindedFor: row.reminded_for,
      };
      byClinic.set(row.id, entry);
    }
    if (!entry.confirmedByClinic && row.represented_since < entry.lastConfirmation) {
      entry.lastConfirmation = row.represented_since;
    }
    if (row.disabled_at === null) entry.recipients.push(row.email);
  }
  return [...byClinic.values()]
    .filter(
      (entry) =>
        entry.recipients.length > 0 &&
        entry.remindedFor !== entry.lastConfirmation &&
        confirmationDue(entry.lastConfirmation, today),
    )
    .map(({ remindedFor: _remindedFor, ...entry }) => entry);
}

export interface ReminderOutcome {
  clinics: number;
  messages: number;
}

/**
 * E-mails each representative of each clinic that dueReminders() lists, and records, clinic by clinic once its
 * messages are sent, which confirmation it was reminded of: one reminder per confirmation. A failure stops the
 * run; the clinics already done are not mailed again by the next one.
 */
export async function sendConfirmationReminders(
  db: Kysely<Database>,
  mailer: Mailer,
  site: { siteName: string; siteUrl: string },
  now = new Date(),
): Promise<ReminderOutcome> {
  const due = await dueReminders(db, now);
  let messages = 0;
  for (const clinic of due) {
    for (const to of clinic.recipients) {
      await mailer.send(
        confirmationReminderMessage({
          to,
          ...site,
          clinicName: clinic.clinicName,
          clinicSlug: clinic.clinicSlug,
          lastConfirmation: clinic.lastConfirmation,
          confirmedByClinic: clinic.confirmedByClinic,
        }),
      );
      messages++;
    }
    const record = { confirmed_at: clinic.lastConfirmation, sent_at: now.toISOString() };
    await db
      .insertInto("clinic_confirmation_reminders")
      .values({ clinic_id: clinic.clinicId, ...record })
      .onConflict((oc) => oc.column("clinic_id").doUpdateSet(record))
      .execute();
  }
  return { clinics: due.length, messages };
}
