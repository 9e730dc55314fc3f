import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { CsrfField } from "../../components/admin/csrf-field.tsx";
import { ImportChanges } from "../../components/admin/import-changes.tsx";
import { RecordHeading } from "../../components/admin/record-heading.tsx";
import { UtcTime } from "../../components/admin/utc-time.tsx";
import { TitledSection } from "../../components/ui/titled-section.tsx";
import { servicesContext } from "../../context.ts";
import { fieldName } from "../../domain/field-value-text.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { importSummary } from "../../server/admin/import-history.server.ts";
import { importEntries, type UndoConflict, undoImport } from "../../server/admin/import-undo.server.ts";
import { requireArea, requireAreaChange } from "../../server/admin/require-admin.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { Route } from "./+types/import-detail";

function importId(raw: string | undefined): number {
  if (!/^\d{1,9}$/.test(raw ?? ""))
    throw data("There is no import with this number.", { status: 404, headers: ADMIN_HEADERS });
  return Number(raw);
}

/** The changes listed on the page; an import of more is listed in part (its undo covers all of them). */
const LISTED = 500;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireArea(request, context, "imports");
  const { db } = context.get(servicesContext);
  const summary = await importSummary(db, importId(params.id));
  if (!summary) throw data("There is no import with this number.", { status: 404, headers: ADMIN_HEADERS });
  const entries = await importEntries(db, summary.id, LISTED);
  const url = new URL(request.url);
  return {
    csrfToken: admin.csrfToken,
    summary,
    clinics: entries.map((entry) => ({
      name: entry.clinicName,
      action: entry.action,
      changes: entry.changes,
      href: entry.clinicId === null ? null : `/admin/clinics/${entry.clinicId}`,
    })),
    more: Math.max(0, summary.created + summary.updated - entries.length),
    undone: url.searchParams.get("undone"),
  };
}

export type UndoProblem =
  | { kind: "conflicts"; conflicts: UndoConflict[] }
  | { kind: "refused"; message: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const admin = await requireAreaChange(request, context, form, "imports");
  const id = importId(params.id);
  const skip = form.get("skip");
  if (form.get("intent") !== "undo" || (skip !== null && skip !== "yes")) {
    return data<UndoProblem>(
      {
        kind: "refused",
        message: "intent: this form can only undo the import (intent=undo, skip=yes or none).",
      },
      { status: 400, headers: ADMIN_HEADERS },
    );
  }
  const { db, gazetteer } = context.get(servicesContext);
  const result = await undoImport(db, gazetteer, {
    importId: id,
    editor: { email: admin.email },
    skipChanged: skip === "yes",
  });
  if (result.status === "undone") {
    const outcome = `${result.restored}-${result.removed}-${result.skipped.length}`;
    throw redirect(`/admin/imports/${id}?undone=${outcome}`, { headers: ADMIN_HEADERS });
  }
  if (result.status === "conflicts") {
    return data<UndoProblem>(
      { kind: "conflicts", conflicts: result.conflicts },
      { status: 409, headers: ADMIN_HEADERS },
    );
  }
  return data<UndoProblem>(
    { kind: "refused", message: result.message },
    { status: 409, headers: ADMIN_HEADERS },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.summary.fileName ?? "Import"} | Import history | Admin` },
  { name: "robots", content: "noindex, nofollow" },
];

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

function undoneMessage(code: string | null): string | null {
  const match = /^(\d+)-(\d+)-(\d+)$/.exec(code ?? "");
  if (!match) return null;
  const [restored, removed, skipped] = match.slice(1).map(Number) as [number, number, number];
  const kept =
    skipped > 0
      ? ` ${plural(skipped, "change")} made since the import ${skipped === 1 ? "was" : "were"} kept.`
      : "";
  return `The import was undone: ${plural(restored, "clinic")} restored, ${plural(removed, "clinic")} removed.${kept}`;
}

function UndoButton({ csrfToken, skip, label }: { csrfToken: string; skip: boolean; label: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-3">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value="undo" />
      {skip ? <input type="hidden" name="skip" value="yes" /> : null}
      <button type="submit" className="btn-secondary border-red-700 text-red-800" disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

function Conflicts({ conflicts, csrfToken }: { conflicts: UndoConflict[]; csrfToken: string }) {
  return (
    <div role="alert" className="mt-4 rounded-card border-2 border-accent-700 bg-accent-50 p-3">
      <p className="font-semibold text-slate-900">
        Nothing was undone: {plural(conflicts.length, "change")} of this import{" "}
        {conflicts.length === 1 ? "was" : "were"} changed again since, and undoing{" "}
        {conflicts.length === 1 ? "it" : "them"} would overwrite that later work.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
        {conflicts.map((conflict) => (
          <li key={`${conflict.clinicId}-${conflict.field ?? ""}`}>
            <strong>{conflict.clinicName}</strong>
            {conflict.field ? `, ${fieldName(conflict.field)}` : ""}: {conflict.reason}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-slate-800">
        You can undo everything else and leave these as they are now, or go to the clinics and change them by
        hand.
      </p>
      <UndoButton csrfToken={csrfToken} skip label="Undo the rest, keeping these changes" />
    </div>
  );
}

export default function AdminImportDetail() {
  const { csrfToken, summary, clinics, more, undone } = useLoaderData<typeof loader>();
  const problem = useActionData<typeof action>();
  const done = undoneMessage(undone);
  return (
    <>
      <RecordHeading back="/admin/imports" backLabel="Import history" name={summary.fileName} />
      <p className="mt-2 text-slate-700">
        Applied <UtcTime iso={summary.appliedAt} /> by <span className="break-all">{summary.adminEmail}</span>
        : created {summary.created}, updated {summary.updated}, unchanged {summary.unchanged}.
      </p>
      <p className="mt-1 break-all text-sm text-slate-700">SHA-256 {summary.digest}</p>
      {done ? (
        <p role="status" className="mt-4 rounded-card bg-success-50 p-3 text-success-800">
          {done}
        </p>
      ) : null}

      <TitledSection
        id="undo-heading"
        title="Undo this import"
        className="mt-6 rounded-card border-2 border-red-700 p-4"
      >
        {summary.undoneAt ? (
          <p className="mt-2 text-slate-800">
            Undone <UtcTime iso={summary.undoneAt} /> by <span className="break-all">{summary.undoneBy}</span>
            .
          </p>
        ) : (
          <>
            <p className="mt-2 text-slate-700">
              Every field the import changed gets its earlier value back and every clinic it added is removed,
              all at once. A field changed again since is never overwritten: you are asked first.
            </p>
            {problem?.kind === "conflicts" ? (
              <Conflicts conflicts={problem.conflicts} csrfToken={csrfToken} />
            ) : (
              <UndoButton csrfToken={csrfToken} skip={false} label="Undo this import" />
            )}
          </>
        )}
        {problem?.kind === "refused" ? (
          <p role="alert" className="mt-3 font-semibold text-red-800">
            {problem.message}
          </p>
        ) : null}
      </TitledSection>

      <section aria-labelledby="changes-heading" className="mt-8">
        <h2 id="changes-heading" className="text-xl font-bold text-slate-900">
          What the import changed
        </h2>
        <ImportChanges clinics={clinics} more={more} idPrefix="import-entry" />
      </section>
    </>
  );
}
