import { useId } from "react";
import type { Source } from "../domain/blog-post.ts";
import { TitledSection } from "./ui/titled-section.tsx";

export function BlogSources({ sources }: { sources: readonly Source[] }) {
  const headingId = useId();
  return (
    <TitledSection id={headingId} title="Sources" className="mt-12 border-t border-slate-200 pt-8">
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-sm leading-relaxed text-slate-700">
        {sources.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              rel="noopener"
              className="break-words text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {source.title}
            </a>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
