import { ignoredNotices } from "../domain/search-params.ts";

/** What a list says of the settings its link carried that it left out (a $-$$$$ tier, an unknown value). */
export function IgnoredNotices({
  ignored,
  className = "mt-2",
}: {
  ignored: readonly string[];
  className?: string;
}) {
  return ignoredNotices(ignored).map((notice) => (
    <p
      key={notice}
      className={`rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 ${className}`}
    >
      {notice}
    </p>
  ));
}
