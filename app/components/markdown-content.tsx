/**
 * Typography for HTML rendered from our Markdown on the server (already escaped and sanitised there).
 * Tailwind utilities cannot reach inner elements by class, so the wrapper styles them with arbitrary variants.
 */
export const PROSE_CLASSES = [
  "text-base leading-relaxed text-slate-800 sm:text-lg",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-brand-700",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_hr]:my-10 [&_hr]:border-slate-200",
  "[&_.md-table]:mt-6 [&_.md-table]:overflow-x-auto [&_.md-table]:rounded-lg [&_.md-table]:border [&_.md-table]:border-slate-200",
  "[&_.md-table-wide_table]:min-w-[36rem] [&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm sm:[&_table]:text-base",
  "[&_thead_th]:bg-slate-50 [&_thead_td]:bg-slate-50 [&_thead_th]:align-bottom",
  "[&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-slate-900",
  "[&_tbody_th]:border-t [&_tbody_th]:border-slate-200 [&_tbody_th]:align-top",
  "[&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_tbody_td]:border-t [&_tbody_td]:border-slate-200",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.9em]",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&>:first-child]:mt-0",
].join(" ");

export function MarkdownContent({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      data-markdown=""
      className={`${PROSE_CLASSES} ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
