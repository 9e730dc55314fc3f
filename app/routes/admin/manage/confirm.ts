import { redirect } from "react-router";
import { servicesContext } from "../../../context.ts";
import { ADMIN_HEADERS } from "../../../server/admin/admin-http.server.ts";
import { requireClinicAccount, requireClinicChange } from "../../../server/admin/require-admin.server.ts";
import { confirmStillCorrect } from "../../../server/claims/confirmations.server.ts";
import { idParam } from "../../../server/claims/route-ids.server.ts";
import { readForm } from "../../../server/http/form-body.server.ts";
import type { Route } from "./+types/confirm";

/** What the "Still correct" button of a clinic account's dashboard posts to: no page of its own. */
const YOUR_CLINICS = "/admin/manage";

function notYours(): Response {
  return new Response("This account does not manage that clinic. Go back to your clinics and try again.", {
    status: 404,
    statusText: "Not Found",
    headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Opening the address changes nothing: back to the clinics, where the button is. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireClinicAccount(request, context);
  return redirect(YOUR_CLINICS, { headers: ADMIN_HEADERS });
}

/** "Still correct": the representative confirms every detail of one of their clinics (issue 34). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const account = await requireClinicChange(request, context, form);
  const clinicId = idParam(params.id);
  if (clinicId === null) throw notYours();
  const confirmed = await confirmStillCorrect(context.get(servicesContext).db, {
    accountId: account.adminId,
    clinicId,
    email: account.email,
  });
  if (!confirmed.ok) throw notYours();
  return redirect(`${YOUR_CLINICS}?done=confirmed#clinic-${clinicId}`, { headers: ADMIN_HEADERS });
}
