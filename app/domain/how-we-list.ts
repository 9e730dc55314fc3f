/**
 * Where a visitor reads what "Verified" means: linked from the side menu on every page, so it is a module of its
 * own rather than part of the verification rules, which only pages with clinics need.
 */
export const HOW_WE_LIST_PATH = "/how-we-list-clinics";
