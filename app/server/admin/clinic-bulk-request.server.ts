import { parseVerificationCheck, type VerificationCheck } from "../../domain/verification.ts";
import { BULK_ACTIONS, type BulkAction, MAX_BULK_SELECTION } from "./clinic-bulk.server.ts";

/** A bulk request read from the list's form, or what is wrong with it, naming the field. */
export type BulkRequest =
  | { ok: true; ids: number[]; action: BulkAction; check?: VerificationCheck }
  | {
      ok: false;
      field: "id" | "bulkAction" | "verificationMethod" | "checkedOn" | "confirm";
      message: string;
    };

export function readBulkRequest(form: FormData, now: Date): BulkRequest {
  const action = BULK_ACTIONS.find((choice) => choice === form.get("bulkAction"));
  if (!action)
    return { ok: false, field: "bulkAction", message: "Choose what to do with the ticked clinics." };
  const raw = form.getAll("id").map(String);
  if (raw.some((id) => !/^\d{1,9}$/.test(id))) {
    return { ok: false, field: "id", message: "The selection names a clinic that does not exist." };
  }
  const ids = [...new Set(raw.map(Number))];
  if (ids.length === 0) return { ok: false, field: "id", message: "Tick at least one clinic first." };
  if (ids.length > MAX_BULK_SELECTION) {
    return { ok: false, field: "id", message: `Tick at most ${MAX_BULK_SELECTION} clinics at a time.` };
  }
  if (action === "remove" && form.get("confirm") !== "yes") {
    return {
      ok: false,
      field: "confirm",
      message: "Removing takes the clinics out of the directory: tick the box to confirm.",
    };
  }
  if (action !== "verify") return { ok: true, ids, action };
  const parsed = parseVerificationCheck(
    { method: String(form.get("verificationMethod") ?? ""), on: String(form.get("checkedOn") ?? "") },
    now,
  );
  if (!parsed.ok) {
    return {
      ok: false,
      field: parsed.field === "method" ? "verificationMethod" : "checkedOn",
      message: parsed.message,
    };
  }
  return { ok: true, ids, action, check: parsed.check };
}
