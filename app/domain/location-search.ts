/** The location box's placeholder, the same on every page (the spec's home hero text). */
export const LOCATION_PLACEHOLDER = "Enter city, state, or zip code";

/** Where a submitted location search goes, or null when the text is empty once trimmed. */
export function locationSearchHref(text: string): string | null {
  const location = text.trim();
  return location ? `/search?location=${encodeURIComponent(location)}` : null;
}
