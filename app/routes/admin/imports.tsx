import { useLoaderData } from "react-router";
import type { Column } from "../../components/admin/data-table.tsx";
import { DataTable } from "../../components/admin/data-table.tsx";
import { PagedResults } from "../../components/admin/filter-fields.tsx";
import { UtcTime } from "../../components/admin/utc-time.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { servicesContext } from "../../context.ts";
import { type ImportSummary, listImports } from "../../server/admin/import-history.server.ts";
import { requireArea } from "../../server/admin/require-admin.server.ts";
import type { Route } from "./+types/imports";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireArea(request, context, "imports");
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  return listImports(context.get(servicesContext).db, Number.isSafeInteger(page) ? page : 1);
}

export const meta: Route.MetaFunction = () => [
  { title: "Import history | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

const COLUMNS: readonly Column<ImportSummary>[] = [
  {
    header: "File",
    rowHeader: true,
    cell: (item) => (
      <SiteLink to={`/admin/imports/${item.id}`} className="break-all text-brand-800 underline">
        {item.fileName}
      </SiteLink>
    ),
  },
  { header: "When", cell: (item) => <UtcTime iso={item.appliedAt} /> },
  { header: "Who", className: "break-all", cell: (item) => item.adminEmail },
  {
    header: "Created, updated, unchanged",
    cell: (item) => `${item.created}, ${item.updated}, ${item.unchanged}`,
  },
  {
    header: "SHA-256",
    className: "font-mono text-xs break-all",
    cell: (item) => item.digest,
  },
  {
    header: "Undone",
    flush: true,
    cell: (item) =>
      item.undoneAt ? (
        <>
          <UtcTime iso={item.undoneAt} /> by {item.undoneBy ?? "an operator"}
        </>
      ) : (
        "No"
      ),
  },
];

export default function AdminImports() {
  const { imports, total, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Import history</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every file applied on the{" "}
        <SiteLink to="/admin/import" className="text-brand-800 underline">
          import page
        </SiteLink>
        , newest first. Open one to see what it changed, clinic by clinic, and to undo it. Imports from the
        command line are not listed.
      </p>
      <PagedResults
        total={total}
        noun="import"
        page={page}
        pageCount={pageCount}
        empty="No file has been imported from the browser yet."
        isEmpty={imports.length === 0}
        href={(to) => (to > 1 ? `/admin/imports?page=${to}` : "/admin/imports")}
        label="Pages of imports"
      >
        <DataTable
          caption="Imports, newest first"
          rows={imports}
          rowKey={(item) => item.id}
          columns={COLUMNS}
        />
      </PagedResults>
    </>
  );
}
