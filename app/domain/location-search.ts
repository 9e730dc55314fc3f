/** Where a submitted location search goes, or null when the text is empty once trimmed. */
export function locationSearchHref(text: string): string | null {
  const location = text.trim();
  return location ? `/search?location=${encodeURIComponent(location)}` : null;
}
