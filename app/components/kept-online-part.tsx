import { keptAsDrawn } from "./kept-as-drawn.tsx";
import type { OnlinePartProps } from "./online-parts.tsx";

/** A static part of /tele-trt-clinics, kept as the server drew it (decision 54). */
export const KeptOnlinePart = keptAsDrawn<OnlinePartProps>(() =>
  import("./online-parts.tsx").then((module) => module.OnlinePart),
);
