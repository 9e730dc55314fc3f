import { AUDIT_ACTION_PATTERN } from "./audit-actions.ts";

/** The audit page's filters, as read from its address. Empty means "any". */
export interface AuditQuery {
  who: string;
  clinic: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

export type AuditQueryErrors = Partial<Record<"who" | "clinic" | "action" | "from" | "to", string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function validDay(text: string): boolean {
  return DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
}

/** Reads the filters; a filter that cannot be used is named in `errors` (the page answers 400). */
export function parseAuditQuery(params: URLSearchParams): { query: AuditQuery; errors: AuditQueryErrors } {
  const text = (name: string) => (params.get(name) ?? "").trim();
  const page = Number(params.get("page") ?? "1");
  const query: AuditQuery = {
    who: text("who").toLowerCase(),
    clinic: text("clinic"),
    action: text("action"),
    from: text("from"),
    to: text("to"),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
  const errors: AuditQueryErrors = {};
  if (query.who.length > 254) errors.who = "Who: an e-mail address has at most 254 characters.";
  if (query.clinic.length > 200) errors.clinic = "Clinic: keep the name to 200 characters or fewer.";
  if (query.action && (query.action.length > 40 || !AUDIT_ACTION_PATTERN.test(query.action)))
    errors.action = "Action: choose one of the listed actions.";
  if (query.from && !validDay(query.from)) errors.from = "From: enter a date such as 2026-11-01.";
  if (query.to && !validDay(query.to)) errors.to = "To: enter a date such as 2026-11-30.";
  if (!errors.from && !errors.to && query.from && query.to && query.from > query.to)
    errors.to = "To: the end of the range comes before its start.";
  return { query, errors };
}

/** The page's address for a query (filters kept) at page `page`. */
export function auditHref(query: AuditQuery, page = 1): string {
  const params = new URLSearchParams();
  for (const name of ["who", "clinic", "action", "from", "to"] as const) {
    if (query[name]) params.set(name, query[name]);
  }
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/admin/audit${search ? `?${search}` : ""}`;
}
