/** Abbreviations of US legal forms of business, lower case: "LLC", "PLLC", "P.A."… */
export const LEGAL_FORM_ABBREVIATIONS = ["llc", "pllc", "llp", "lp", "lc", "pc", "pa", "plc"] as const;
