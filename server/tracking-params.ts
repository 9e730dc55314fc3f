/**
 * Parameters that ad and social platforms add to the links they send visitors through: click identifiers, unique
 * to one click, and campaign tags. No page reads them and a page is the same without them, but in the address
 * they make every visitor from an ad or a shared post ask for a page nobody asked for before, which the page
 * cache can never answer (decision 31).
 */
const TRACKING_NAMES = new Set([
  "fbclid",
  "gclid",
  "gclsrc",
  "gbraid",
  "wbraid",
  "dclid",
  "msclkid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "igshid",
  "yclid",
  "srsltid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
]);

function isTrackingName(raw: string): boolean {
  let name = raw;
  // Every page request passes here: most names need no decoding.
  if (name.includes("%") || name.includes("+")) {
    try {
      name = decodeURIComponent(name.replaceAll("+", " "));
    } catch {
      return false;
    }
  }
  name = name.toLowerCase();
  return name.startsWith("utm_") || TRACKING_NAMES.has(name);
}

/**
 * A request's path and query without tracking parameters; every other parameter stays as it came, in its order
 * and its encoding. The same string when there is none to take out.
 */
export function withoutTrackingParams(url: string): string {
  const question = url.indexOf("?");
  if (question === -1) return url;
  const parts = url.slice(question + 1).split("&");
  const kept = parts.filter((part) => {
    const equals = part.indexOf("=");
    return !isTrackingName(equals === -1 ? part : part.slice(0, equals));
  });
  if (kept.length === parts.length) return url;
  const path = url.slice(0, question);
  return kept.length === 0 ? path : `${path}?${kept.join("&")}`;
}
