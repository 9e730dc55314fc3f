/** The finder's six treatment options, in the spec's order. */
export const SPEC_FINDER_SERVICE_IDS = [
  "testosterone-injections",
  "testosterone-pellets",
  "testosterone-gel",
  "hcg-therapy",
  "hormone-testing",
  "telehealth",
];

/** The finder's six insurance options, in the spec's order. */
export const SPEC_FINDER_INSURANCE_IDS = ["aetna", "blue-cross", "cigna", "humana", "medicare", "self-pay"];
