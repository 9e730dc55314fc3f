import { useEffect, useState } from "react";

/** Media query at which the search page shows its map beside the list (Tailwind's lg). */
export const WIDE_SCREEN = "(min-width: 1024px)";

/**
 * Whether a media query matches, following changes. False on the server and until hydration, so what the
 * server renders never depends on the screen.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}
