import type { ReactNode } from "react";
import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { ClinicProposals } from "../../components/admin/clinic-proposals.tsx";
import { CsrfField } from "../../components/admin/csrf-field.tsx";
import { utcMoment } from "../../components/admin/utc-time.tsx";
import { ViewTabs } from "../../components/admin/view-tabs.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { servicesContext } from "../../context.ts";
import {
  applySuggestionHref,
  SUGGESTION_VIEWS,
  type SuggestionView,
  suggestionKindLabel,
} from "../../domain/suggestion-form.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { requireAdmin, requireAdminChange } from "../../server/admin/require-admin.server.ts";
import { applyProposal, listProposals, rejectProposal } from "../../server/claims/proposals.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { ClosedSuggestion } from "../../server/suggestions/store.server.ts";
import { resolveSuggestion, suggestionsByClinic } from "../../server/suggestions/store.server.ts";
import type { Route } from "./+types/suggestions";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const url = new URL(request.url);
  const show = url.searchParams.get("show") ?? "open";
  const view = SUGGESTION_VIEWS.find((name) => name === show);
  if (!view) {
    throw data("show: choose open, closed or all suggestions.", { status: 400, headers: ADMIN_HEADERS });
  }
  const { db } = context.get(servicesContext);
  const [clinics, proposals] = await Promise.all([
    suggestionsByClinic(db, view),
    listProposals(db, { view }),
  ]);
  return { csrfToken: admin.csrfToken, view, clinics, proposals, done: url.searchParams.get("done") };
}

const OUTCOMES = { dismiss: "dismissed", applied: "applied" } as const;

const MAX_REASON_LENGTH = 500;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const admin = await requireAdminChange(request, context, form);
  const intent = form.get("intent");
  const id = Number(form.get("id"));
  if (intent === "apply-proposal" || intent === "reject-proposal") {
    return decideProposal(context, admin.email, intent, form.get("id"), form.get("reason"));
  }
  if ((intent !== "dismiss" && intent !== "applied") || !Number.isSafeInteger(id) || id < 1) {
    throw data("This request names no suggestion to close.", { status: 400, headers: ADMIN_HEADERS });
  }
  const status = OUTCOMES[intent];
  const closed = await resolveSuggestion(context.get(servicesContext).db, id, status, new Date(), {
    email: admin.email,
  });
  return redirect(`/admin/suggestions?done=${closed ? status : "already"}`, { headers: ADMIN_HEADERS });
}

async function decideProposal(
  context: Route.ActionArgs["context"],
  operator: string,
  intent: "apply-proposal" | "reject-proposal",
  idValue: FormDataEntryValue | null,
  reasonValue: FormDataEntryValue | null,
) {
  const id = Number(idValue);
  if (typeof idValue !== "string" || !Number.isSafeInteger(id) || id < 1) {
    return data({ problem: "This request names no proposal." }, { status: 400, headers: ADMIN_HEADERS });
  }
  const { db, gazetteer } = context.get(servicesContext);
  const reason = typeof reasonValue === "string" ? reasonValue.trim() : "";
  if (reason.length > MAX_REASON_LENGTH) {
    return data(
      { problem: `Keep the reason to ${MAX_REASON_LENGTH} characters or fewer.` },
      { status: 400, headers: ADMIN_HEADERS },
    );
  }
  const result =
    intent === "apply-proposal"
      ? await applyProposal(db, { proposalId: id, operator: { email: operator }, zips: gazetteer })
      : await rejectProposal(db, { proposalId: id, operator: { email: operator }, reason });
  if (!result.ok) return data({ problem: result.problem }, { status: result.status, headers: ADMIN_HEADERS });
  return redirect(`/admin/suggestions?done=${intent === "apply-proposal" ? "published" : "declined"}`, {
    headers: ADMIN_HEADERS,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Suggestions | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

const DONE_MESSAGES: Record<string, string> = {
  dismissed: "The suggestion was dismissed.",
  applied: "The suggestion was marked as applied.",
  already: "That suggestion had already been closed.",
  published:
    "The clinic's changes were published; the listing now says the clinic confirmed its details today.",
  declined: "The clinic's proposal was not published.",
};

/** A button that closes a suggestion (applied, or dismissed), in a form of its own. */
function MarkSuggestion({
  csrfToken,
  id,
  intent,
  children,
}: {
  csrfToken: string;
  id: number;
  intent: "applied" | "dismiss";
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        aria-describedby={`suggestion-${id}`}
        className="btn-quiet"
      >
        {children}
      </button>
    </Form>
  );
}

const VIEW_LABELS: Record<SuggestionView, string> = { open: "Open", closed: "Closed", all: "All" };

function countText(view: SuggestionView, count: number, clinics: number): string {
  const many = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
  if (count === 0)
    return view === "open" ? "No open suggestions." : `No ${view === "closed" ? "closed " : ""}suggestions.`;
  if (view === "open")
    return `${many(count, "open suggestion")} for ${many(clinics, "clinic")}, the longest waiting first.`;
  return `${many(count, view === "closed" ? "closed suggestion" : "suggestion")} for ${many(clinics, "clinic")}, the most recent first.`;
}

function Outcome({ suggestion }: { suggestion: ClosedSuggestion }) {
  if (suggestion.status === "open") return <p className="mt-2 text-sm font-semibold text-slate-900">Open</p>;
  return (
    <p className="mt-2 text-sm font-semibold text-slate-900">
      {suggestion.status === "applied" ? "Applied" : "Dismissed"}
      {suggestion.resolvedBy ? ` by ${suggestion.resolvedBy}` : ""}
      {suggestion.resolvedAt ? `, ${utcMoment(suggestion.resolvedAt)} UTC` : ""}
    </p>
  );
}

export default function AdminSuggestions() {
  const { csrfToken, view, clinics, proposals, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const count = clinics.reduce((sum, clinic) => sum + clinic.suggestions.length, 0);
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Suggestions</h1>
      <ViewTabs
        label="Suggestions by state"
        path={"/admin/suggestions"}
        views={SUGGESTION_VIEWS}
        labels={VIEW_LABELS}
        current={view}
      />
      <p className="mt-2 text-slate-700">{countText(view, count, clinics.length)}</p>
      {done && DONE_MESSAGES[done] ? (
        <p role="status" className="mt-4 rounded-lg border border-green-700 bg-green-50 p-3 text-green-900">
          {DONE_MESSAGES[done]}
        </p>
      ) : null}
      {answer && "problem" in answer ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-700 bg-red-50 p-3 text-red-900">
          {answer.problem}
        </p>
      ) : null}
      <ClinicProposals proposals={proposals} csrfToken={csrfToken} />

      {clinics.map((clinic) => (
        <section
          key={clinic.clinicId}
          aria-labelledby={`clinic-${clinic.clinicId}`}
          className="mt-8 rounded-lg border border-slate-200 p-4"
        >
          <h2 id={`clinic-${clinic.clinicId}`} className="text-lg font-bold text-slate-900">
            {clinic.clinicName}{" "}
            <span className="font-normal text-slate-700">
              ({clinic.city}, {clinic.state})
            </span>
          </h2>
          <p className="mt-1 text-sm">
            <SiteLink to={`/clinic/${clinic.clinicSlug}`} className="text-brand-700 underline">
              Public page
            </SiteLink>
          </p>
          <ul className="mt-3 space-y-4">
            {clinic.suggestions.map((suggestion) => (
              <li key={suggestion.id} className="border-t border-slate-200 pt-3">
                <p id={`suggestion-${suggestion.id}`} className="font-semibold text-slate-900">
                  {suggestionKindLabel(suggestion.kind)}
                </p>
                <p className="text-sm text-slate-700">Sent {utcMoment(suggestion.createdAt)} UTC</p>
                {suggestion.correction ? (
                  <p className="mt-2 whitespace-pre-line break-words text-slate-800">
                    {suggestion.correction}
                  </p>
                ) : null}
                {suggestion.email ? (
                  <p className="mt-2 text-sm">
                    Reply to{" "}
                    <a href={`mailto:${suggestion.email}`} className="break-all text-brand-700 underline">
                      {suggestion.email}
                    </a>
                  </p>
                ) : null}
                {suggestion.status !== "open" || view !== "open" ? <Outcome suggestion={suggestion} /> : null}
                {suggestion.status === "open" ? (
                  <div className="mt-3 flex flex-wrap items-center gap-2">
                    <SiteLink to={applySuggestionHref(clinic.clinicId, suggestion)} className="btn-secondary">
                      Apply in the edit form
                    </SiteLink>
                    <MarkSuggestion csrfToken={csrfToken} id={suggestion.id} intent="applied">
                      Mark applied
                    </MarkSuggestion>
                    <MarkSuggestion csrfToken={csrfToken} id={suggestion.id} intent="dismiss">
                      Dismiss
                    </MarkSuggestion>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
