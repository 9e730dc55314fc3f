import { data, Form, useActionData, useLoaderData } from "react-router";
import { FilterSelect, PagedResults, STATE_CHOICES } from "../../components/admin/filter-fields.tsx";
import { VerificationCheckForm } from "../../components/admin/verification-check-form.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { servicesContext } from "../../context.ts";
import { parseReverifyQuery, reverifyHref } from "../../domain/admin-queues.ts";
import {
  formatShortDate,
  parseVerificationCheck,
  VERIFICATION_VALID_MONTHS,
} from "../../domain/verification.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { toggleClinic } from "../../server/admin/clinic-admin.server.ts";
import { requireAdmin, requireAdminChange } from "../../server/admin/require-admin.server.ts";
import { listReverification } from "../../server/admin/reverification.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { Route } from "./+types/verification";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const query = parseReverifyQuery(new URL(request.url).searchParams);
  const list = await listReverification(context.get(servicesContext).db, query);
  return { csrfToken: admin.csrfToken, query, today: new Date().toISOString().slice(0, 10), ...list };
}

type CheckOutcome =
  | { id: number; ok: true; message: string }
  | { id: number; ok: false; field?: "method" | "on"; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const admin = await requireAdminChange(request, context, form);
  const { db, gazetteer } = context.get(servicesContext);
  const rawId = String(form.get("id") ?? "");
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  if (id < 1 || form.get("intent") !== "verify") {
    throw data("This request names no listing to verify.", { status: 400, headers: ADMIN_HEADERS });
  }
  const parsed = parseVerificationCheck(
    { method: String(form.get("verificationMethod") ?? ""), on: String(form.get("checkedOn") ?? "") },
    new Date(),
  );
  if (!parsed.ok) {
    return data<CheckOutcome>(
      { id, ok: false, field: parsed.field, message: parsed.message },
      { status: 400 },
    );
  }
  const result = await toggleClinic(db, {
    id,
    toggle: "verify",
    version: String(form.get("version") ?? ""),
    editor: { email: admin.email },
    zips: gazetteer,
    check: parsed.check,
  });
  const name = String(form.get("name") ?? "The listing").slice(0, 160);
  if (result.status === "saved") {
    return {
      id,
      ok: true,
      message: `${name} is verified, checked ${formatShortDate(parsed.check.on)}.`,
    } as CheckOutcome;
  }
  if (result.status === "conflict") {
    return data<CheckOutcome>(
      {
        id,
        ok: false,
        message: result.conflict.removed
          ? `${name} was removed meanwhile.`
          : `${name} was changed after this page was loaded: nothing was recorded. Look at it again below.`,
      },
      { status: 409 },
    );
  }
  return data<CheckOutcome>(
    {
      id,
      ok: false,
      message: `${name} breaks a rule of the import, so it cannot be saved: fix it in its edit form first.`,
    },
    { status: 400 },
  );
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Re-verify | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminVerification() {
  const { csrfToken, query, today, rows, total, page, pageCount } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Listings to verify</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Published listings never checked, or last checked more than {VERIFICATION_VALID_MONTHS} months ago
        (visitors no longer see them as verified), those never checked first, then the oldest check. Call the
        clinic or read its website, correct the listing in its edit form, then record the check here.
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <FilterSelect
          name="state"
          label="State"
          value={query.state}
          choices={STATE_CHOICES}
          className="mt-1 block rounded-control border border-slate-400 bg-white px-3 py-2 text-base"
        />
        <button type="submit" className="btn-primary">
          Show
        </button>
      </Form>
      {outcome?.ok ? (
        <p role="status" className="mt-4 rounded-card bg-success-50 p-3 text-success-800">
          {outcome.message}
        </p>
      ) : null}
      <PagedResults
        total={total}
        noun="listing"
        page={page}
        pageCount={pageCount}
        empty="Every published listing has a check within the last year."
        isEmpty={rows.length === 0}
        href={(n) => reverifyHref(query, n)}
        label="Pages of listings"
      >
        <ul className="mt-4 space-y-4">
          {rows.map((row) => (
            <li key={row.id} className="rounded-card border border-slate-300 p-4">
              <h2 className="text-lg font-bold text-slate-900">
                <SiteLink to={`/admin/clinics/${row.id}`} className="text-brand-800 underline">
                  {row.name}
                </SiteLink>{" "}
                <span className="font-normal text-slate-700">
                  ({row.city}, {row.state})
                </span>
              </h2>
              <p className="text-slate-800">
                {row.lastVerifiedAt
                  ? `Last checked ${formatShortDate(row.lastVerifiedAt)}${row.lastMethod ? ` ${row.lastMethod}` : ""}.`
                  : "Never checked."}{" "}
                {row.phone ? (
                  <a href={`tel:${row.phone.replace(/\D/g, "")}`} className="text-brand-800 underline">
                    {row.phone}
                  </a>
                ) : (
                  "No phone."
                )}
                {row.website ? (
                  <>
                    {" · "}
                    <a
                      href={row.website}
                      className="break-all text-brand-800 underline"
                      rel="noopener noreferrer"
                      target="_blank"
                    >
                      Website
                    </a>
                  </>
                ) : null}
              </p>
              {row.evidence || row.source ? (
                <p className="text-sm text-slate-700">
                  {row.evidence ? `${row.evidence} ` : ""}
                  {row.source ? `Source: ${row.source}.` : ""}
                </p>
              ) : null}
              <div className="mt-3">
                <VerificationCheckForm
                  csrfToken={csrfToken}
                  version={row.version}
                  idPrefix={`clinic-${row.id}`}
                  hidden={{ id: String(row.id), name: row.name }}
                  problem={
                    outcome && !outcome.ok && outcome.id === row.id && outcome.field
                      ? { field: outcome.field, message: outcome.message }
                      : null
                  }
                  today={today}
                />
                {outcome && !outcome.ok && outcome.id === row.id && !outcome.field ? (
                  <p role="alert" className="mt-2 font-semibold text-red-800">
                    {outcome.message}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </PagedResults>
    </>
  );
}
