/** Old or short article addresses and where they now live (all permanent). */
export const BLOG_REDIRECTS: Readonly<Record<string, string>> = {
  "choosing-right-trt-clinic": "/blog/choosing-right-trt-clinic-patients-complete-guide",
  "understanding-low-testosterone": "/blog/understanding-low-testosterone-signs-symptoms-solutions",
  "trt-cost-insurance-guide": "/blog/trt-cost-guide-2025-what-to-expect-how-to-save",
  "trt-cost-insurance": "/blog/trt-cost-guide-2025-what-to-expect-how-to-save",
};

/** Where /blog/{slug} should redirect, or null when the slug is not an old address. Numeric ids go to /blog. */
export function blogRedirectTarget(slug: string): string | null {
  if (/^\d+$/.test(slug)) return "/blog";
  return Object.hasOwn(BLOG_REDIRECTS, slug) ? (BLOG_REDIRECTS[slug] ?? null) : null;
}
