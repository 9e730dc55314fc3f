/** The site's information pages: the tools, the guide, the blog index and the pages about the site. */
export const INFO_PAGE_PATHS = [
  "/tools/insurance-verification",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/tools/symptom-checker",
  "/about-trt",
  "/blog",
] as const;
