import { canonicalPath } from "../app/domain/site-paths.ts";

/** Characters a Location may carry as they are; anything else is percent-encoded (existing escapes kept). */
const UNSAFE =
  /(?:[^\x21\x23-\x3B\x3D\x3F-\x5F\x61-\x7A\x7C\x7E]|%(?:[^0-9A-Fa-f]|[0-9A-Fa-f][^0-9A-Fa-f]|$))+/g;

/**
 * Where another spelling of a page ("/about/", "/BLOG") is moved to, query kept, or null when `url` is the
 * page's one address.
 */
export function canonicalLocation(url: string): string | null {
  const queryStart = url.indexOf("?");
  const canonical = canonicalPath(queryStart === -1 ? url : url.slice(0, queryStart));
  if (canonical === null) return null;
  const location = queryStart === -1 ? canonical : `${canonical}${url.slice(queryStart)}`;
  // A request line holds bytes (latin1 characters here), never lone surrogates, so encodeURI cannot throw.
  return location.replace(UNSAFE, encodeURI);
}
