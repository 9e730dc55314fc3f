import { data } from "react-router";
import type { AppServices } from "../../context.ts";
import { CANDIDATES_PER_PAGE, type OutcomeView } from "../../domain/admin-queues.ts";
import { SLUG_PATTERN } from "../../domain/clinic-input.ts";
import { ADMIN_HEADERS } from "./admin-http.server.ts";
import {
  acceptCandidate,
  type DecisionResult,
  mergeCandidate,
  rejectCandidate,
  reopenCandidate,
} from "./candidate-decisions.server.ts";
import type { AdminSession } from "./sessions.server.ts";

/** What a candidates page gets back from its action. */
export interface CandidateActionResult {
  outcomes: OutcomeView[];
}

function refuse(message: string): never {
  throw data(message, { status: 400, headers: ADMIN_HEADERS });
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function positiveId(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

/** The listing to merge into, given as its number or its slug; null when there is no such listing. */
async function mergeTarget(services: AppServices, raw: string): Promise<number | null> {
  const given = raw.trim().replace(/^\/?(admin\/clinics\/|clinic\/)/, "");
  const id = positiveId(given);
  if (id !== null) return id;
  if (!SLUG_PATTERN.test(given) || given.length > 120) return null;
  const row = await services.db
    .selectFrom("clinics")
    .select("id")
    .where("slug", "=", given)
    .executeTakeFirst();
  return row?.id ?? null;
}

async function nameOf(services: AppServices, id: number): Promise<string> {
  const row = await services.db
    .selectFrom("registry_candidates")
    .select("name")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.name ?? `Candidate #${id}`;
}

function outcomeOf(id: number, name: string, decision: string, result: DecisionResult): OutcomeView {
  switch (result.status) {
    case "done":
      return { id, name, status: "done", decision, clinicId: result.clinicId };
    case "already":
      return { id, name, status: "already", current: result.current, by: result.by };
    case "missing":
      return { id, name, status: "missing" };
    case "invalid":
      return { id, name, status: "invalid", problems: result.problems };
    case "conflict":
      return { id, name, status: "conflict", message: result.message };
  }
}

/**
 * A post to the candidates list or a candidate's page. The intent names the decision: `accept`, `reject`,
 * `reopen` or `merge` of the candidate in the `id` field (the route's own on a candidate's page), the same with
 * `:<id>` for one row of the list (`accept:12`, `merge:12:34`), or `accept-selected` / `reject-selected` for the
 * ticked rows. A rejection's reason is the `reason` field; a merge's listing the `clinic` field (number or
 * slug) unless the intent names it.
 */
export async function candidateAction(
  services: AppServices,
  admin: AdminSession,
  form: FormData,
  pageCandidate?: number,
): Promise<CandidateActionResult> {
  const editor = { email: admin.email };
  const zips = services.gazetteer;
  const [intent = "", rowId = "", rowClinic = ""] = text(form, "intent").split(":");
  const reason = text(form, "reason").trim().slice(0, 200) || null;

  if (intent === "accept-selected" || intent === "reject-selected") {
    const raw = form.getAll("id").map((value) => (typeof value === "string" ? value : ""));
    const ids = [...new Set(raw.map(positiveId))];
    if (ids.length === 0) refuse("Tick at least one candidate first.");
    if (ids.includes(null)) refuse("This request names a candidate that does not exist.");
    if (ids.length > CANDIDATES_PER_PAGE) refuse(`Decide at most ${CANDIDATES_PER_PAGE} candidates at once.`);
    const outcomes: OutcomeView[] = [];
    for (const id of ids as number[]) {
      const name = await nameOf(services, id);
      const result =
        intent === "accept-selected"
          ? await acceptCandidate(services.db, { id, editor, zips })
          : await rejectCandidate(services.db, { id, editor, reason });
      outcomes.push(outcomeOf(id, name, intent === "accept-selected" ? "accept" : "reject", result));
    }
    return { outcomes };
  }

  const id = pageCandidate ?? positiveId(rowId || text(form, "id"));
  if (id === null) refuse("This request names no candidate.");
  const name = await nameOf(services, id);
  switch (intent) {
    case "accept":
      return {
        outcomes: [outcomeOf(id, name, intent, await acceptCandidate(services.db, { id, editor, zips }))],
      };
    case "reject":
      return {
        outcomes: [outcomeOf(id, name, intent, await rejectCandidate(services.db, { id, editor, reason }))],
      };
    case "reopen":
      return { outcomes: [outcomeOf(id, name, intent, await reopenCandidate(services.db, { id, editor }))] };
    case "merge": {
      const given = rowClinic || text(form, "clinic");
      if (given.trim() === "") refuse("Say which listing to merge into: its number or its slug.");
      const clinicId = await mergeTarget(services, given);
      if (clinicId === null) {
        return {
          outcomes: [
            { id, name, status: "conflict", message: `there is no listing "${given.trim().slice(0, 120)}".` },
          ],
        };
      }
      const version = text(form, "version") || undefined;
      const result = await mergeCandidate(services.db, { id, clinicId, version, editor, zips });
      return { outcomes: [outcomeOf(id, name, intent, result)] };
    }
    default:
      return refuse("This request names no decision.");
  }
}
