import type { MetaDescriptor } from "react-router";

/**
 * Loader data that carries its page's head. Loaders build the head (title, description, canonical, social
 * cards, JSON-LD) on the server, so the builders never ship to the browser; `meta` only hands it on
 * (docs/decisions/0030).
 */
export interface WithHead {
  head: MetaDescriptor[];
}

/** Every public route's `meta`: the head its loader built, or none when the loader answered with an error. */
export function headFromLoader({ loaderData }: { loaderData?: unknown }): MetaDescriptor[] {
  const head = (loaderData as Partial<WithHead> | null | undefined)?.head;
  return Array.isArray(head) ? head : [];
}
