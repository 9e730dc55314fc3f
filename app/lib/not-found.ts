import { homeHead } from "./home-meta.ts";
import type { PublicConfig } from "./site.ts";

/** The head of any page answered with the not-found view. */
export function notFoundHead(site: PublicConfig, clinicsCount: number | null) {
  return homeHead(site, clinicsCount, { noindex: true, title: "Page not found" });
}
