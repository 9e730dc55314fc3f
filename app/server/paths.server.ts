import { fileURLToPath } from "node:url";

// Resolved from this file's place in the source tree; import it only from entry points run from source
// (server.ts, scripts/), never from route modules, whose bundled location differs.
export const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const GAZETTEER_DIR = fileURLToPath(new URL("../../data/gazetteer", import.meta.url));
export const DEMO_CLINICS_FILE = fileURLToPath(new URL("../../data/demo-clinics.json", import.meta.url));
