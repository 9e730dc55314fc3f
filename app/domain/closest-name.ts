/** Letters and digits only, lower case: "Zip Code", "zip_code" and "zipCode" are all "zipcode". */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Edit distance with adjacent transpositions (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (d[(i - 1) * cols + j] as number) + 1,
        (d[i * cols + j - 1] as number) + 1,
        (d[(i - 1) * cols + j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (d[(i - 2) * cols + j - 2] as number) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return d[rows * cols - 1] as number;
}

/**
 * The known name a mistyped one most likely meant, or undefined when none is close: a known name that starts
 * with it or that it starts with ("zip" -> "zipCode", "telehealthOnly" -> "telehealth"), else the nearest by
 * edit distance when at most a third of the letters differ ("adress" -> "addressLine1" is too far; "cty" ->
 * "city" is not). Case, spaces, hyphens and underscores are ignored.
 */
export function closestName(input: string, known: readonly string[]): string | undefined {
  const key = nameKey(input);
  if (key.length < 2) return undefined;
  const prefixed = known
    .filter((name) => {
      const other = nameKey(name);
      return other.startsWith(key) || (key.startsWith(other) && other.length >= 3);
    })
    .sort((a, b) => Math.abs(nameKey(a).length - key.length) - Math.abs(nameKey(b).length - key.length));
  if (prefixed[0] !== undefined) return prefixed[0];
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const name of known) {
    const distance = editDistance(key, nameKey(name));
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return bestDistance <= Math.max(1, Math.floor(key.length / 3)) ? best : undefined;
}

/** Shorter names than this get no "did you mean": too many real names are a letter or two from them. */
const MIN_MISSPELLED_LENGTH = 4;
/** From this length, two edits are still a likely typo; shorter names allow one. */
const TWO_EDITS_FROM_LENGTH = 8;

/**
 * The candidate a misspelled name most likely meant, for a "did you mean" link: at most one edit away (two for
 * names of 8 letters or more), starting with the same letter, the fewest edits first and then the largest
 * weight (a place's population). Stricter than closestName, since a wrong suggestion sends a visitor
 * elsewhere: nothing for names under 4 letters, and nothing when the name is itself a candidate's (a real
 * name is not misspelled). Case, spaces and punctuation are ignored.
 */
export function didYouMean<T>(
  input: string,
  candidates: readonly T[],
  nameOf: (candidate: T) => string,
  weightOf: (candidate: T) => number = () => 0,
): T | undefined {
  const key = nameKey(input);
  if (key.length < MIN_MISSPELLED_LENGTH) return undefined;
  const allowed = key.length >= TWO_EDITS_FROM_LENGTH ? 2 : 1;
  let best: T | undefined;
  let bestDistance = allowed + 1;
  let bestWeight = Number.NEGATIVE_INFINITY;
  for (const candidate of candidates) {
    const other = nameKey(nameOf(candidate));
    if (other === key) return undefined;
    if (other[0] !== key[0] || Math.abs(other.length - key.length) > allowed) continue;
    const distance = editDistance(key, other);
    if (distance > allowed) continue;
    const weight = weightOf(candidate);
    if (distance < bestDistance || (distance === bestDistance && weight > bestWeight)) {
      best = candidate;
      bestDistance = distance;
      bestWeight = weight;
    }
  }
  return best;
}
