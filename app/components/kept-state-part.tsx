import { keptAsDrawn } from "./kept-as-drawn.tsx";
import type { StatePartProps } from "./state-parts.tsx";

/** A static part of a state's page, kept as the server drew it (decision 54). */
export const KeptStatePart = keptAsDrawn<StatePartProps>(() =>
  import("./state-parts.tsx").then((module) => module.StatePart),
);
