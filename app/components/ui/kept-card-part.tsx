import { keptAsDrawn } from "../kept-as-drawn.tsx";
import type { CardPartProps } from "./clinic-card-parts.tsx";

/** A static part of the clinic card, kept as the server drew it (decision 54). */
export const KeptCardPart = keptAsDrawn<CardPartProps>(() =>
  import("./clinic-card-parts.tsx").then((module) => module.CardPart),
);
