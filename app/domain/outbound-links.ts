/**
 * Every link that leaves the site is built here: phone calls, maps directions and clinic websites, each with
 * the same address for the same clinic on every page and the same rules for opening it.
 */

/** A tel: link for a US phone number as written ("(210) 555-0177" -> "tel:+12105550177"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}

const MAPS_SEARCH = "https://www.google.com/maps/search/?api=1&query=";
const MAPS_DIRECTIONS = "https://www.google.com/maps/dir/?api=1&destination=";

/**
 * Directions from a maps service to a clinic: a search for its full one-line address (street, suite, city,
 * state and ZIP), the most precise thing we hold; the street, city and state when the one line is missing.
 */
export function directionsHref(place: {
  address?: string | null;
  addressLine1?: string | null;
  city: string;
  state: string;
}): string {
  const query =
    place.address?.trim() || [place.addressLine1, place.city, place.state].filter(Boolean).join(", ");
  return `${MAPS_SEARCH}${encodeURIComponent(query)}`;
}

/** Directions from a maps service to a point (map popups, where the marker's point is what the visitor saw). */
export function directionsToPointHref(latitude: number, longitude: number): string {
  return `${MAPS_DIRECTIONS}${encodeURIComponent(`${latitude},${longitude}`)}`;
}

/** A clinic's website as a link: only http(s) addresses, a bare "example.com" read as https. */
export function websiteHref(website: string): string | null {
  const text = website.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * What a card shows of a website: the host without "www." ("austinmenshealth.com"), so a long address never
 * breaks mid-word; the path stays in the link. Null when the address is not a web address.
 */
export function websiteLabel(website: string): string | null {
  const href = websiteHref(website);
  return href ? new URL(href).hostname.replace(/^www\./, "") : null;
}

/**
 * How each kind of outbound link opens. All open in a new tab (the visitor keeps their results) with
 * `noopener`. Maps links also send no referrer: the clinic page a visitor came from is health-related and is
 * nobody else's business. A clinic's own website gets the referrer, so the clinic can see the visit came from
 * the directory. Paid links are marked `sponsored`.
 */
export const OUTBOUND_REL = {
  maps: "noopener noreferrer",
  website: "noopener",
  sponsored: "sponsored noopener",
} as const;

export type OutboundKind = keyof typeof OUTBOUND_REL;

export function outboundLinkProps(kind: OutboundKind): { target: "_blank"; rel: string } {
  return { target: "_blank", rel: OUTBOUND_REL[kind] };
}
