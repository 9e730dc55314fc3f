import { LogoMark } from "../logo.tsx";

/**
 * The operator desk's header, in place of the public site's header and footer: the desk's name, and a way to
 * the public site (in a new tab, so that a form being edited stays open).
 */
export function AdminShellHeader({
  siteName,
  clinicArea = false,
}: {
  siteName: string;
  clinicArea?: boolean;
}) {
  return (
    <header className="border-b border-slate-300 bg-brand-900 text-white">
      <div className="mx-auto flex min-h-12 max-w-6xl flex-wrap items-center gap-3 px-4 py-1">
        <a
          href={clinicArea ? "/admin/manage" : "/admin"}
          className="flex items-center gap-2 rounded-md font-bold text-white"
        >
          <LogoMark className="h-7 w-7 shrink-0" />
          <span>
            {siteName}{" "}
            <span className="font-normal">· {clinicArea ? "Clinic account" : "Operator desk"}</span>
          </span>
        </a>
        <a
          href="/"
          target="_blank"
          rel="noopener"
          className="ml-auto rounded-md text-sm text-white underline"
        >
          Open the public site<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </header>
  );
}
