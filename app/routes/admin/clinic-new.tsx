import { useActionData, useLoaderData } from "react-router";
import { ClinicForm } from "../../components/admin/clinic-form.tsx";
import { RestoredNotice } from "../../components/admin/restored-notice.tsx";
import { servicesContext } from "../../context.ts";
import { pageAddressOf } from "../../server/admin/admin-http.server.ts";
import { emptyFormValues } from "../../server/admin/clinic-form.server.ts";
import { newClinicAction, restoredClinicForm } from "../../server/admin/clinic-requests.server.ts";
import { takeKeptInput } from "../../server/admin/kept-input.server.ts";
import { requireAdmin, requireAdminChange } from "../../server/admin/require-admin.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { Route } from "./+types/clinic-new";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const kept = await takeKeptInput(db, { adminId: admin.adminId, path: pageAddressOf(request.url, false) });
  return {
    csrfToken: admin.csrfToken,
    values: kept ? restoredClinicForm(kept).values : emptyFormValues(),
    restored: kept !== null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const admin = await requireAdminChange(request, context, form, { keepInput: true });
  return newClinicAction(context.get(servicesContext), admin, form);
}

export const meta: Route.MetaFunction = () => [
  { title: "Add a clinic | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function NewClinic() {
  const { csrfToken, values, restored } = useLoaderData<typeof loader>();
  const problem = useActionData<typeof action>();
  const invalid = problem?.kind === "invalid" ? problem : null;
  return (
    <>
      <h1 className="mb-2 text-3xl font-bold text-slate-900">Add a clinic</h1>
      <p className="mb-6 text-slate-700">
        The fields and their rules are those of an import file (docs/data-format.md).
      </p>
      <ClinicForm
        values={invalid?.values ?? values}
        errors={invalid?.errors ?? {}}
        csrfToken={csrfToken}
        version=""
        loaded=""
        submitLabel="Add clinic"
        restored={restored || invalid !== null}
        before={restored && !problem ? <RestoredNotice /> : null}
      />
    </>
  );
}
