import type { CityPartProps } from "./city-parts.tsx";
import { keptAsDrawn } from "./kept-as-drawn.tsx";

/** A static part of a city's page, kept as the server drew it (decision 54). */
export const KeptCityPart = keptAsDrawn<CityPartProps>(() =>
  import("./city-parts.tsx").then((module) => module.CityPart),
);
