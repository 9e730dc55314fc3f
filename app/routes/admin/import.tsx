import { useState } from "react";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { CsrfField } from "../../components/admin/csrf-field.tsx";
import { ImportChanges } from "../../components/admin/import-changes.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { TitledSection } from "../../components/ui/titled-section.tsx";
import { servicesContext } from "../../context.ts";
import { decodeUtf8, notUtf8Message } from "../../domain/utf8-text.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import {
  applyKeptUpload,
  bodyTooLarge,
  checkUploadedFile,
  type ImportReport,
  tooLargeMessage,
} from "../../server/admin/browser-import.server.ts";
import { KEEP_MINUTES, uploadSessionKey } from "../../server/admin/kept-uploads.server.ts";
import { requireArea, requireAreaChange } from "../../server/admin/require-admin.server.ts";
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from "../../server/clinics/import-limits.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { RouteFacts } from "../../server/http/route-facts.server.ts";
import type { Route } from "./+types/import";

/** The upload: up to twice ADMIN_IMPORT_MAX_MB reaches the action, which answers a file over the limit itself. */
export const handle = { formBodyKb: "upload" } satisfies RouteFacts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireArea(request, context, "imports");
  return {
    csrfToken: admin.csrfToken,
    maxMb: context.get(servicesContext).config.ADMIN_IMPORT_MAX_MB,
    maxRows: MAX_IMPORT_ROWS,
    maxColumns: MAX_IMPORT_COLUMNS,
    keepMinutes: KEEP_MINUTES,
  };
}

function status(report: ImportReport, size: number): number {
  if (report.kind === "refused") return size > 0 ? 413 : 400;
  if (report.kind === "not-kept") return 409;
  return 200;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireArea(request, context, "imports");
  const { db, gazetteer, config } = context.get(servicesContext);
  const maxMb = config.ADMIN_IMPORT_MAX_MB;
  if (bodyTooLarge(request.headers.get("content-length"), maxMb)) {
    return data<ImportReport>(
      { kind: "refused", message: tooLargeMessage(maxMb) },
      { status: 413, headers: ADMIN_HEADERS },
    );
  }
  const form = await readForm(request);
  const admin = await requireAreaChange(request, context, form, "imports");
  const sessionKey = uploadSessionKey(admin);
  const applyDigest = form.get("apply");
  if (typeof applyDigest === "string") {
    if (!/^[\w-]{43}$/.test(applyDigest)) {
      return data<ImportReport>(
        {
          kind: "refused",
          message: "apply: this is not the digest of a checked file. Check the file first.",
        },
        { status: 400, headers: ADMIN_HEADERS },
      );
    }
    const report = await applyKeptUpload(db, gazetteer, {
      digest: applyDigest,
      sessionKey,
      editor: { email: admin.email },
    });
    return data(report, { status: status(report, 0), headers: ADMIN_HEADERS });
  }
  const file = form.get("file");
  // Decoded strictly: text that is not UTF-8 is refused with where it stops being, never stored with U+FFFD.
  const decoded = file instanceof File ? decodeUtf8(new Uint8Array(await file.arrayBuffer())) : null;
  if (file instanceof File && decoded && !decoded.ok) {
    const refused: ImportReport = { kind: "refused", message: `${file.name}: ${notUtf8Message(decoded)}.` };
    return data(refused, { status: 400, headers: ADMIN_HEADERS });
  }
  const upload =
    file instanceof File && decoded?.ok
      ? { name: file.name, text: decoded.text, size: file.size }
      : { name: "", text: "", size: 0 };
  const report = await checkUploadedFile(db, gazetteer, upload, { maxMb, sessionKey });
  return data(report, { status: status(report, upload.size), headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [
  { title: "Import clinics | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

function Alert({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="mt-6 rounded-card border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900"
    >
      {message}
    </p>
  );
}

function timeOf(iso: string): string {
  return `${iso.slice(11, 16)} UTC`;
}

function Report({ report }: { report: Extract<ImportReport, { kind: "checked" | "applied" }> }) {
  const heading =
    report.kind === "applied" ? `${report.fileName} was imported` : `Dry run of ${report.fileName}`;
  return (
    <TitledSection
      id="report-heading"
      title={heading}
      className="mt-6 rounded-card border border-slate-300 p-4"
    >
      <p role="status" className={`mt-2 font-semibold ${report.ok ? "text-success-800" : "text-red-800"}`}>
        {report.summary}
      </p>
      <p className="mt-1 break-all text-sm text-slate-700">SHA-256 {report.digest}</p>
      {report.importId !== null ? (
        <p className="mt-2">
          <SiteLink to={`/admin/imports/${report.importId}`} className="text-brand-800 underline">
            This import in the history
          </SiteLink>
        </p>
      ) : null}
      {report.errors.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className="mt-3 max-h-96 overflow-auto" tabIndex={0} aria-label="Problems in the file">
          <ol className="list-none font-mono text-sm text-slate-900">
            {report.errors.map((line, index) => (
              // Two errors can read alike; their place in the list, which never reorders, is their identity.
              <li key={`${index}-${line}`} className="break-words">
                {line}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {report.moreErrors > 0 ? (
        <p className="mt-2 text-slate-700">
          The first {report.errors.length} problems are listed; {report.moreErrors.toLocaleString("en-US")}{" "}
          more are not.
        </p>
      ) : null}
      {report.ok ? (
        <>
          <h3 className="mt-4 text-lg font-bold text-slate-900">
            {report.kind === "applied" ? "What changed" : "What would change"}
          </h3>
          <ImportChanges clinics={report.changes} more={report.moreChanges} idPrefix="import-change" />
        </>
      ) : null}
    </TitledSection>
  );
}

export default function AdminImport() {
  const { csrfToken, maxMb, maxRows, maxColumns, keepMinutes } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  // An Apply that finds no kept file leaves the report of the check on the page, with what to do instead.
  const [lastReport, setLastReport] = useState(answer);
  if (answer && answer.kind !== "not-kept" && answer !== lastReport) setLastReport(answer);
  const report = answer?.kind === "not-kept" ? lastReport : answer;
  const checked = answer && answer.kind === "checked" && answer.ok && answer.keptUntil ? answer : null;
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Import clinics</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        A CSV or JSON file in the import format (docs/data-format.md), up to {maxMb} MB,{" "}
        {maxRows.toLocaleString("en-US")} rows and {maxColumns} columns. It is checked first, as{" "}
        <code>npm run import -- --dry-run</code> checks it: nothing is saved until you apply it, and then all
        of it or none.{" "}
        <SiteLink to="/admin/imports" className="text-brand-800 underline">
          Earlier imports
        </SiteLink>{" "}
        can be looked at and undone.
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 space-y-4 rounded-card border border-slate-300 p-4"
      >
        <CsrfField token={csrfToken} />
        <div>
          <label htmlFor="import-file" className="block font-semibold text-slate-900">
            File to check
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,.json,text/csv,application/json"
            className="mt-1 block"
          />
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          Check the file
        </button>
      </Form>
      {answer?.kind === "refused" || answer?.kind === "not-kept" ? <Alert message={answer.message} /> : null}
      {checked ? (
        <Form method="post" className="mt-6 space-y-3 rounded-card border-2 border-brand-700 p-4">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="apply" value={checked.digest} />
          <h2 className="text-xl font-bold text-slate-900">Apply {checked.fileName}</h2>
          <p className="text-slate-700">
            The checked file is kept for you until {timeOf(checked.keptUntil ?? "")} ({keepMinutes} minutes):
            applying it stores exactly what was checked, without choosing it again.
          </p>
          <button type="submit" className="btn-secondary" disabled={busy}>
            Apply the import
          </button>
        </Form>
      ) : null}
      {report && report.kind !== "refused" && report.kind !== "not-kept" ? <Report report={report} /> : null}
    </>
  );
}
