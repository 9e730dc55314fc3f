import { US_STATES, type UsState } from "../../domain/us-states.ts";
import { searchText } from "./normalize.server.ts";

const BY_CODE = new Map(US_STATES.map((state) => [state.code, state]));
/** "tx" and "texas" (searchText forms) -> Texas. */
const BY_TEXT = new Map<string, UsState>(
  US_STATES.flatMap((state) => [
    [state.code.toLowerCase(), state],
    [searchText(state.name), state],
  ]),
);
const NAME_KEYS = US_STATES.map((state) => ({ state, key: searchText(state.name) }));

export function stateForCode(code: string): UsState | undefined {
  return BY_CODE.get(code);
}

/** The state named or abbreviated by `text` ("TX", "texas", "New-York"), punctuation and case ignored. */
export function stateFromText(text: string): UsState | undefined {
  return BY_TEXT.get(searchText(text));
}

/**
 * States the user may be typing (`prefix` in searchText form): a code starting with a one- or
 * two-letter prefix ("t" -> TN, TX), or a name starting with the prefix ("new" -> four states).
 */
export function statesStartingWith(prefix: string): UsState[] {
  if (prefix === "") return [];
  return NAME_KEYS.filter(
    ({ state, key }) =>
      key.startsWith(prefix) || (prefix.length <= 2 && state.code.toLowerCase().startsWith(prefix)),
  ).map(({ state }) => state);
}
