import { homeMeta } from "./home-meta.ts";

/** The head of any page answered with the not-found view. */
export function notFoundMeta(matches: Parameters<typeof homeMeta>[0]) {
  return homeMeta(matches, { noindex: true, title: "Page not found" });
}
