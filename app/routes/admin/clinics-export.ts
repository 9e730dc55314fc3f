import { data } from "react-router";
import { servicesContext } from "../../context.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { matchingClinicIds, parseClinicListQuery } from "../../server/admin/clinic-list.server.ts";
import { requireAdmin, requireAdminChange } from "../../server/admin/require-admin.server.ts";
import { exportClinics, serializeClinics } from "../../server/clinics/export-file.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { Route } from "./+types/clinics-export";

/** The largest export the list offers at once: the whole directory at national size fits well under it. */
const MAX_EXPORT = 50_000;

/** Clinics as a CSV file in the import format, formula-safe, as `npm run export` writes it. */
async function csvOf(context: Route.LoaderArgs["context"], ids: number[], name: string) {
  const { db } = context.get(servicesContext);
  const body = serializeClinics(await exportClinics(db, ids), "csv");
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${stamp}.csv"`,
    },
  });
}

/** GET: every clinic matching the list's filters (the same query string as /admin/clinics). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const query = parseClinicListQuery(new URL(request.url).searchParams);
  const ids = await matchingClinicIds(context.get(servicesContext).db, query, MAX_EXPORT);
  return csvOf(context, ids, "clinics");
}

/** POST: the clinics ticked on the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  await requireAdminChange(request, context, form);
  const ids = form
    .getAll("id")
    .map(String)
    .filter((id) => /^\d{1,9}$/.test(id))
    .map(Number);
  if (ids.length === 0) {
    throw data("Tick at least one clinic to export, or export the whole list with its link.", {
      status: 400,
      headers: ADMIN_HEADERS,
    });
  }
  return csvOf(context, ids.slice(0, MAX_EXPORT), "selected-clinics");
}
