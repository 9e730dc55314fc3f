import { keptAsDrawn } from "../kept-as-drawn.tsx";
import type { ClinicPartProps } from "./clinic-parts.tsx";

/** A static part of a clinic's profile, kept as the server drew it (decision 54). */
export const KeptClinicPart = keptAsDrawn<ClinicPartProps>(() =>
  import("./clinic-parts.tsx").then((module) => module.ClinicPart),
);

/** The clinic profile's not-found state, kept as the server drew it. */
export const KeptClinicNotFound = keptAsDrawn<Record<string, never>>(() =>
  import("./clinic-not-found.tsx").then((module) => module.ClinicNotFound),
);
