import { type ComponentPropsWithRef, useEffect } from "react";
import { useNavigate } from "react-router";
import { IN_PLACE } from "./route-change.ts";

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
 * A link to one of our own pages: a plain anchor, which `ClientNavigation` (below) follows inside the app, as
 * React Router's `<Link>` would. `data-discover` asks React Router to learn the linked route ahead, as it does
 * for its own links. `<Link>` costs about ten hooks per link, on the server for every page rendered and in the
 * browser while the page hydrates; a page has 40 to 80 links, and this costs none (decision 26).
 */
export function SiteLink({ to, inPlace = false, ...props }: SiteLinkProps) {
  return <a {...props} href={to} data-discover="true" data-in-place={inPlace ? "" : undefined} />;
}

/** The parts of a click that decide who follows it. */
export type LinkClick = Pick<
  MouseEvent,
  "button" | "defaultPrevented" | "metaKey" | "ctrlKey" | "altKey" | "shiftKey"
>;

/** The parts of an anchor that decide who follows it. */
export type LinkAnchor = Pick<Element, "getAttribute" | "hasAttribute" | "closest">;

/**
 * The path to navigate to inside the app for a click on a link, or null to let the browser follow it: only a
 * plain click (main button, no modifier key: no new tab, window or download) on one of our page links (a
 * SiteLink, or a link in Markdown content), same site, same tab, no download attribute.
 */
export function inAppPath(click: LinkClick, anchor: LinkAnchor): string | null {
  const href = anchor.getAttribute("href") ?? "";
  const target = anchor.getAttribute("target");
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.altKey || click.shiftKey) return null;
  if ((target && target !== "_self") || anchor.hasAttribute("download")) return null;
  if (!anchor.hasAttribute("data-discover") && !anchor.closest("[data-markdown-html]")) return null;
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\") ? href : null;
}

/**
 * Follows clicks on links to our own pages inside the app (one listener for the whole page instead of a
 * handler per link): React Router loads the next page's data and renders it, scrolls and restores scroll as
 * it does for its own links. A click an element's own handler has already taken care of (defaultPrevented) is
 * left alone; the listener runs after React's, which listen on the document too.
 */
export function ClientNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (!anchor) return;
      const path = inAppPath(event, anchor);
      if (path === null) return;
      event.preventDefault();
      const { pathname, search, hash } = window.location;
      // A link to the page already shown replaces its history entry, as React Router's links do.
      const replace = path === `${pathname}${search}${hash}`;
      void navigate(path, anchor.hasAttribute("data-in-place") ? { ...IN_PLACE, replace } : { replace });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
