import type { ComponentPropsWithRef } from "react";

export type SiteLinkProps = Omit<ComponentPropsWithRef<"a">, "href"> & {
  /** A path of this site, with its query and fragment if any: "/search?location=Austin%2C+TX". */
  to: string;
  /**
   * The link refreshes the page where the visitor is working (the List/Map toggle, a quick search): scroll
   * position and focus stay put (IN_PLACE in route-change.ts).
   */
  inPlace?: boolean;
};

/**
 * A link to one of our own pages: a plain anchor, which `ClientNavigation` follows inside the app, as React
 * Router's `<Link>` would. `data-discover` asks React Router to learn the linked route ahead, as it does for
 * its own links. `<Link>` costs about ten hooks per link, on the server for every page rendered and in the
 * browser while the page hydrates; a page has 40 to 80 links, and this costs none (decision 26).
 */
export function SiteLink({ to, inPlace = false, ...props }: SiteLinkProps) {
  return <a {...props} href={to} data-discover="true" data-in-place={inPlace ? "" : undefined} />;
}
