import type { ComponentProps } from "react";
import type { ComparedTablePart } from "./compare-table-part.tsx";
import { keptAsDrawn } from "./kept-as-drawn.tsx";

/** The comparison table, kept as the server drew it (decision 54): nothing in it works in the browser. */
export const KeptCompareTable = keptAsDrawn<ComponentProps<typeof ComparedTablePart>>(() =>
  import("./compare-table-part.tsx").then((module) => module.ComparedTablePart),
);
