/** The `source` of the bundled fictional clinics: never indexed, and the footer says demo data is shown. */
export const DEMO_SOURCE = "demo";
