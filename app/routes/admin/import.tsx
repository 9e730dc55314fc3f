import type { ReactNode } from "react";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { CsrfField } from "../../components/admin/csrf-field.tsx";
import { TitledSection } from "../../components/ui/titled-section.tsx";
import { servicesContext } from "../../context.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import {
  bodyTooLarge,
  type ImportReport,
  importUploadedFile,
  tooLargeMessage,
} from "../../server/admin/browser-import.server.ts";
import { requireAdmin, requireAdminChange } from "../../server/admin/require-admin.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { RouteFacts } from "../../server/http/route-facts.server.ts";
import type { Route } from "./+types/import";

/** The upload: up to twice ADMIN_IMPORT_MAX_MB reaches the action, which answers a file over the limit itself. */
export const handle = { formBodyKb: "upload" } satisfies RouteFacts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  return { csrfToken: admin.csrfToken, maxMb: context.get(servicesContext).config.ADMIN_IMPORT_MAX_MB };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { db, gazetteer, config } = context.get(servicesContext);
  const maxMb = config.ADMIN_IMPORT_MAX_MB;
  if (bodyTooLarge(request.headers.get("content-length"), maxMb)) {
    return data<ImportReport>(
      { kind: "refused", message: tooLargeMessage(maxMb) },
      { status: 413, headers: ADMIN_HEADERS },
    );
  }
  const form = await readForm(request);
  await requireAdminChange(request, context, form);
  const file = form.get("file");
  const applyDigest = form.get("apply");
  const upload =
    file instanceof File
      ? { name: file.name, text: await file.text(), size: file.size }
      : { name: "", text: "", size: 0 };
  const report = await importUploadedFile(db, gazetteer, upload, {
    maxMb,
    applyDigest: typeof applyDigest === "string" && applyDigest !== "" ? applyDigest : null,
    editor: { email: admin.email },
  });
  return data(report, {
    status: report.kind === "refused" ? (upload.size > 0 ? 413 : 400) : 200,
    headers: ADMIN_HEADERS,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Import clinics | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

function Report({ report }: { report: ImportReport }) {
  if (report.kind === "refused") {
    return (
      <p
        role="alert"
        className="mt-6 rounded-card border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900"
      >
        {report.message}
      </p>
    );
  }
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
      {report.errors.length > 0 ? (
        <ol className="mt-3 max-h-96 list-none overflow-auto font-mono text-sm text-slate-900">
          {report.errors.map((line, index) => (
            // Two errors can read alike; their place in the list, which never reorders, is their identity.
            <li key={`${index}-${line}`} className="break-words">
              {line}
            </li>
          ))}
        </ol>
      ) : null}
    </TitledSection>
  );
}

/** A file field for an import and the button that sends it. */
function FileToSend({
  id,
  label,
  busy,
  buttonClassName,
  children,
}: {
  id: string;
  label: string;
  busy: boolean;
  buttonClassName: string;
  children: ReactNode;
}) {
  return (
    <>
      <div>
        <label htmlFor={id} className="block font-semibold text-slate-900">
          {label}
        </label>
        <input
          id={id}
          name="file"
          type="file"
          accept=".csv,.json,text/csv,application/json"
          className="mt-1 block"
        />
      </div>
      <button type="submit" className={buttonClassName} disabled={busy}>
        {children}
      </button>
    </>
  );
}

export default function AdminImport() {
  const { csrfToken, maxMb } = useLoaderData<typeof loader>();
  const report = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const checked = report && report.kind === "checked" && report.ok ? report : null;
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Import clinics</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        A CSV or JSON file in the import format (docs/data-format.md), up to {maxMb} MB. It is checked first,
        as <code>npm run import -- --dry-run</code> checks it: nothing is saved until you apply it, and then
        all of it or none.
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 space-y-4 rounded-card border border-slate-300 p-4"
      >
        <CsrfField token={csrfToken} />
        <FileToSend id="import-file" label="File to check" busy={busy} buttonClassName="btn-primary">
          Check the file
        </FileToSend>
      </Form>
      {report ? <Report report={report} /> : null}
      {checked ? (
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-6 space-y-4 rounded-card border-2 border-brand-700 p-4"
        >
          <CsrfField token={csrfToken} />
          <input type="hidden" name="apply" value={checked.digest} />
          <h2 className="text-xl font-bold text-slate-900">Apply {checked.fileName}</h2>
          <p className="text-slate-700">
            Choose the same file again to apply it. A file that differs from the one checked is checked again
            instead.
          </p>
          <FileToSend id="apply-file" label="The checked file" busy={busy} buttonClassName="btn-secondary">
            Apply the import
          </FileToSend>
        </Form>
      ) : null}
    </>
  );
}
