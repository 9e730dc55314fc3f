import { stateBySlug, type UsState } from "./us-states.ts";

export const STATE_PATH_PREFIX = "trt-clinics-";

/** A state page's path: "/trt-clinics-new-york". */
export function statePath(state: Pick<UsState, "slug">): string {
  return `/${STATE_PATH_PREFIX}${state.slug}`;
}

export type StateSlugMatch =
  | { kind: "not-a-state-path" }
  | { kind: "unknown-state" }
  | { kind: "state"; state: UsState; canonical: boolean };

/**
 * What a single-segment path means: not a state page at all, a state page for no state we know, or a state
 * (with whether the path was already written in its canonical form).
 */
export function matchStateSlug(segment: string): StateSlugMatch {
  if (!segment.toLowerCase().startsWith(STATE_PATH_PREFIX)) return { kind: "not-a-state-path" };
  const rest = segment.slice(STATE_PATH_PREFIX.length);
  if (rest.length > 40) return { kind: "unknown-state" };
  const state = stateBySlug(rest.trim().replace(/[\s_]+/g, "-"));
  if (!state) return { kind: "unknown-state" };
  return { kind: "state", state, canonical: segment === `${STATE_PATH_PREFIX}${state.slug}` };
}
