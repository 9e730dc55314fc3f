import { findInsurance, INSURANCE_PROVIDERS } from "./catalog.ts";

/** Ways to pay that are not insurance: a clinic that takes only these does not "accept insurance". */
const NOT_INSURANCE = new Set<string>(["self-pay", "hsa-fsa"]);
const NOT_INSURANCE_NAMES = new Set<string>(
  INSURANCE_PROVIDERS.filter((item) => NOT_INSURANCE.has(item.id)).map((item) => item.name),
);

/** The catalog ids that count as insurance (the "accepts insurance" filter): every one but self-pay and HSA/FSA. */
export const INSURER_IDS: readonly string[] = Object.freeze(
  INSURANCE_PROVIDERS.map((item) => item.id).filter((id) => isInsurer(id)),
);

/** True for a catalog id that is an insurer (not self-pay or HSA/FSA). */
export function isInsurer(id: string): boolean {
  return !NOT_INSURANCE.has(id);
}

/** True when one of these catalog names (as cards carry them) is an insurer. */
export function acceptsInsuranceByName(names: readonly string[]): boolean {
  return names.some((name) => !NOT_INSURANCE_NAMES.has(name));
}

/**
 * The answer to the one insurance question (the URL's `insurance`): an insurer's catalog id, ANY_INSURANCE
 * ("Any insurance": at least one insurer), or SELF_PAY ("Self-pay only": the visitor pays the clinic himself, so
 * the clinics that list self-pay among the ways to pay).
 */
export type InsuranceAnswer = string;
export const ANY_INSURANCE = "any";
export const SELF_PAY = "self-pay";
/** How "Any insurance" is written in a URL: the spec's insurance=true. */
export const ANY_INSURANCE_PARAM = "true";

export interface InsuranceOption {
  /** The URL value (`insurance=`). */
  value: string;
  label: string;
}

/** Insurers the question always offers, listed by a clinic or not: people ask for them by name. */
const ALWAYS_ASKED = new Set<string>(["medicare", "tricare"]);

/**
 * The one insurance question's choices: "Any insurance", every insurer at least one clinic lists (plus Medicare
 * and TRICARE), in catalog order, then "Self-pay only". An answer already given stays offered.
 */
export function insuranceOptions(
  catalog: readonly { id: string; name: string; clinicCount: number }[],
  answer: InsuranceAnswer | null = null,
): InsuranceOption[] {
  const insurers = catalog.filter(
    (item) =>
      item.id !== SELF_PAY &&
      (item.id === answer || (isInsurer(item.id) && (item.clinicCount > 0 || ALWAYS_ASKED.has(item.id)))),
  );
  return [
    { value: ANY_INSURANCE_PARAM, label: "Any insurance" },
    ...insurers.map((item) => ({ value: item.id, label: item.name })),
    { value: SELF_PAY, label: "Self-pay only" },
  ];
}

/** The URL value of an answer. */
export function insuranceParam(answer: InsuranceAnswer): string {
  return answer === ANY_INSURANCE ? ANY_INSURANCE_PARAM : answer;
}

/**
 * What a card says of a clinic that matches the answer, after "Takes": the insurer's name as the clinic lists it,
 * "self-pay patients", or for "Any insurance" the first insurer it lists and how many more. Null when the clinic
 * does not match (or nothing was asked). `names` are the catalog names the clinic lists, as cards carry them.
 */
export function insuranceMatch(answer: InsuranceAnswer | null, names: readonly string[]): string | null {
  if (answer === null) return null;
  const listed = names.map((name) => ({ name, id: findInsurance(name)?.id }));
  if (answer === ANY_INSURANCE) {
    const insurers = listed.filter((item) => item.id !== undefined && isInsurer(item.id));
    const [first] = insurers;
    if (!first) return null;
    const more = insurers.length - 1;
    return more === 0 ? first.name : `${first.name} and ${more} more plan${more === 1 ? "" : "s"}`;
  }
  const match = listed.find((item) => item.id === answer);
  if (!match) return null;
  return answer === SELF_PAY ? "self-pay patients" : match.name;
}
