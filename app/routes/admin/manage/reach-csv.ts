import { servicesContext } from "../../../context.ts";
import { ADMIN_HEADERS } from "../../../server/admin/admin-http.server.ts";
import { requireClinicAccount } from "../../../server/admin/require-admin.server.ts";
import {
  clinicReach,
  clinicReachCsv,
  readMonthRange,
} from "../../../server/analytics/clinic-reach.server.ts";
import { clinicsOfAccount } from "../../../server/claims/claims.server.ts";
import type { Route } from "./+types/reach-csv";

/** What the account's listings brought, month by month, as a CSV file (formula-safe, as every export). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireClinicAccount(request, context);
  const { db } = context.get(servicesContext);
  const url = new URL(request.url);
  const asked = readMonthRange(
    { from: url.searchParams.get("from"), to: url.searchParams.get("to") },
    new Date(),
  );
  if (!asked.ok) {
    return new Response(
      JSON.stringify({ error: { field: asked.field, message: `${asked.field} ${asked.message}` } }),
      {
        status: 400,
        headers: { ...ADMIN_HEADERS, "Content-Type": "application/json; charset=utf-8" },
      },
    );
  }
  const clinics = await clinicsOfAccount(db, account.adminId);
  const reach = await clinicReach(
    db,
    clinics.map((clinic) => clinic.id),
    { months: asked.range },
  );
  return new Response(clinicReachCsv(reach), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="listing-reach-${asked.range.from}-to-${asked.range.to}.csv"`,
    },
  });
}
