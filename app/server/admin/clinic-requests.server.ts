import { data, redirect } from "react-router";
import type { AppServices } from "../../context.ts";
import { parseVerificationCheck, type VerificationCheck } from "../../domain/verification.ts";
import { closeSuggestionAfterEdit } from "../suggestions/store.server.ts";
import { ADMIN_HEADERS } from "./admin-http.server.ts";
import {
  type Conflict,
  loadClinic,
  removeClinic,
  type SaveResult,
  saveClinic,
  type Toggle,
  toggleClinic,
} from "./clinic-admin.server.ts";
import {
  type ClinicFormValues,
  checkClinicForm,
  emptyFormValues,
  type FieldErrors,
  FORM_COLUMNS,
  formValuesOf,
  MAX_NOTE_LENGTH,
  readClinicForm,
  withEditorProblems,
} from "./clinic-form.server.ts";
import type { AdminSession } from "./sessions.server.ts";

/** What an admin clinic form gets back when nothing was saved: the operator's input, kept, and why. */
export type ClinicFormProblem =
  | { kind: "invalid"; values: ClinicFormValues; errors: FieldErrors; version: string; loaded: string }
  | {
      kind: "conflict";
      values: ClinicFormValues;
      /** Each change with the operator's own input for that field when they edited it too (kept in the form). */
      conflict: Conflict & { changes: (Conflict["changes"][number] & { yours: string | null })[] };
      version: string;
      loaded: string;
    }
  | { kind: "removed" }
  | { kind: "unconfirmed" }
  /** A verification without a usable record of the check (how, and when). */
  | { kind: "check"; field: "method" | "on"; message: string };

const TOGGLES: readonly Toggle[] = ["verify", "unverify", "feature", "unfeature"];

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The form's values as it was loaded (a hidden field), or null when missing or unreadable. */
function loadedValues(form: FormData): ClinicFormValues | null {
  try {
    const parsed: unknown = JSON.parse(text(form, "loaded"));
    if (typeof parsed !== "object" || parsed === null) return null;
    const values = emptyFormValues();
    for (const column of FORM_COLUMNS) {
      const value = (parsed as Record<string, unknown>)[column];
      values[column] = typeof value === "string" ? value : "";
    }
    return values;
  } catch {
    return null;
  }
}

function answer(result: Exclude<SaveResult, { status: "saved" }>, values: ClinicFormValues, form: FormData) {
  const headers = ADMIN_HEADERS;
  if (result.status === "invalid") {
    const problem: ClinicFormProblem = {
      kind: "invalid",
      values,
      errors: result.errors,
      version: text(form, "version"),
      loaded: text(form, "loaded"),
    };
    return data(problem, { status: 400, headers });
  }
  if (result.conflict.removed) return data<ClinicFormProblem>({ kind: "removed" }, { status: 409, headers });
  // Three-way: a field the operator left alone takes the newer value; a field they edited keeps their input.
  const loaded = loadedValues(form);
  const current = { ...(loaded ?? values) };
  const merged = { ...values };
  const changes = result.conflict.changes.map((change) => {
    const column = change.field as keyof ClinicFormValues;
    current[column] = change.current;
    const edited = loaded !== null && values[column] !== loaded[column];
    if (!edited) merged[column] = change.current;
    return { ...change, yours: edited ? values[column] : null };
  });
  const problem: ClinicFormProblem = {
    kind: "conflict",
    values: merged,
    conflict: { ...result.conflict, changes },
    version: result.conflict.version,
    loaded: JSON.stringify(current),
  };
  return data(problem, { status: 409, headers });
}

/** A clinic form kept across an expired session (kept-input.server.ts), as the form shows it again. */
export function restoredClinicForm(kept: FormData): {
  values: ClinicFormValues;
  version: string;
  loaded: string;
  note: string | null;
} {
  const loaded = loadedValues(kept);
  return {
    values: readClinicForm(kept, loaded).values,
    version: text(kept, "version"),
    loaded: loaded ? JSON.stringify(loaded) : "",
    note: text(kept, "note").trim().slice(0, MAX_NOTE_LENGTH) || null,
  };
}

/** A form whose editors found problems is refused with them and the import's problems with the other fields. */
function editorRefusal(
  problems: FieldErrors,
  values: ClinicFormValues,
  zips: AppServices["gazetteer"],
): { status: "invalid"; errors: FieldErrors } | null {
  if (Object.keys(problems).length === 0) return null;
  const checked = checkClinicForm(values, zips);
  return { status: "invalid", errors: withEditorProblems(problems, checked.ok ? {} : checked.errors) };
}

/** Whether a post to a clinic form is one whose input is kept when its session has expired: a save. */
export function keepsInputOnExpiry(form: FormData): boolean {
  return form.get("intent") === "save";
}

/**
 * Handles a post to a clinic's admin page: save the form, verify/unverify, feature/unfeature, or remove
 * (which needs its confirmation box ticked). Successes redirect (so a reload does not post again).
 */
export async function clinicPageAction(
  services: AppServices,
  admin: AdminSession,
  id: number,
  form: FormData,
) {
  const { db, gazetteer } = services;
  const editor = { email: admin.email };
  const intent = text(form, "intent");
  const version = text(form, "version");
  const page = `/admin/clinics/${id}`;

  if (intent === "remove") {
    if (text(form, "confirm") !== "yes") {
      return data<ClinicFormProblem>({ kind: "unconfirmed" }, { status: 400, headers: ADMIN_HEADERS });
    }
    const result = await removeClinic(db, { id, version, editor });
    if (result.status === "removed") {
      throw redirect(`/admin/clinics?removed=${encodeURIComponent(result.name)}`, { headers: ADMIN_HEADERS });
    }
    return answer({ status: "conflict", conflict: result.conflict }, emptyFormValues(), form);
  }

  const toggle = TOGGLES.find((name) => name === intent);
  if (toggle) {
    let check: VerificationCheck | undefined;
    if (toggle === "verify") {
      const parsed = parseVerificationCheck(
        { method: text(form, "verificationMethod"), on: text(form, "checkedOn") },
        new Date(),
      );
      if (!parsed.ok) {
        return data<ClinicFormProblem>(
          { kind: "check", field: parsed.field, message: parsed.message },
          { status: 400, headers: ADMIN_HEADERS },
        );
      }
      check = parsed.check;
    }
    const result = await toggleClinic(db, { id, toggle, version, editor, zips: gazetteer, check });
    if (result.status === "saved") throw redirect(`${page}?saved=${toggle}`, { headers: ADMIN_HEADERS });
    if (result.status === "conflict") {
      if (result.conflict.removed)
        return data<ClinicFormProblem>({ kind: "removed" }, { status: 409, headers: ADMIN_HEADERS });
      // Nothing typed is lost: the page shows the clinic as it is now and says why nothing was done.
      throw redirect(`${page}?stale=${toggle}`, { headers: ADMIN_HEADERS });
    }
    // The stored listing breaks a rule of today's import: its form shows what to fix.
    const stored = await loadClinic(db, id);
    const values = stored ? formValuesOf(stored.clinic) : emptyFormValues();
    return data<ClinicFormProblem>(
      { kind: "invalid", values, errors: result.errors, version, loaded: JSON.stringify(values) },
      { status: 400, headers: ADMIN_HEADERS },
    );
  }

  const loaded = loadedValues(form);
  const { values, problems } = readClinicForm(form, loaded);
  const refused = editorRefusal(problems, values, gazetteer);
  if (refused) return answer(refused, values, form);
  const result = await saveClinic(db, {
    id,
    values,
    loaded,
    version,
    editor,
    zips: gazetteer,
    note: text(form, "note").trim().slice(0, MAX_NOTE_LENGTH) || null,
  });
  if (result.status === "saved") {
    await closeSuggestionAfterEdit(db, {
      suggestion: form.get("suggestion"),
      clinicId: id,
      editor,
      changed: result.changes.length > 0,
    });
    throw redirect(`${page}?saved=${result.changes.length > 0 ? "changes" : "nothing"}`, {
      headers: ADMIN_HEADERS,
    });
  }
  return answer(result, values, form);
}

/** Handles the new-clinic form: the clinic is created, or the form comes back with its problems. */
export async function newClinicAction(services: AppServices, admin: AdminSession, form: FormData) {
  const { values, problems } = readClinicForm(form, null);
  const refused = editorRefusal(problems, values, services.gazetteer);
  if (refused) return answer(refused, values, form);
  const result = await saveClinic(services.db, {
    id: null,
    values,
    loaded: null,
    version: null,
    editor: { email: admin.email },
    zips: services.gazetteer,
  });
  if (result.status === "saved") {
    throw redirect(`/admin/clinics/${result.id}?saved=created`, { headers: ADMIN_HEADERS });
  }
  return answer(result, values, form);
}
