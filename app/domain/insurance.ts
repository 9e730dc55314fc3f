import { INSURANCE_PROVIDERS } from "./catalog.ts";

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
