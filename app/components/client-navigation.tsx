import { useEffect } from "react";
import { useNavigate } from "react-router";
import { IN_PLACE } from "./route-change.ts";

/** What a click on an anchor looked like, read off the event and the anchor. */
export interface LinkClick {
  button: number;
  defaultPrevented: boolean;
  /** Ctrl, Meta, Alt or Shift held: the visitor asked for a new tab, a new window or a download. */
  modified: boolean;
  /** The href attribute as written. */
  href: string;
  target: string;
  download: boolean;
  /** A SiteLink (data-discover) or a link in Markdown content: a link to one of our own pages. */
  ours: boolean;
}

/**
 * The path to navigate to inside the app for a click on a link, or null to let the browser follow it: only a
 * plain click (main button, no modifier key) on one of our page links, same site, same tab, no download.
 */
export function inAppPath(click: LinkClick): string | null {
  if (!click.ours || click.defaultPrevented || click.button !== 0 || click.modified) return null;
  if ((click.target !== "" && click.target !== "_self") || click.download) return null;
  const { href } = click;
  if (!href.startsWith("/") || href.startsWith("//") || href.startsWith("/\\")) return null;
  return href;
}

function clickOf(event: MouseEvent, anchor: HTMLAnchorElement): LinkClick {
  return {
    button: event.button,
    defaultPrevented: event.defaultPrevented,
    modified: event.metaKey || event.ctrlKey || event.altKey || event.shiftKey,
    href: anchor.getAttribute("href") ?? "",
    target: anchor.getAttribute("target") ?? "",
    download: anchor.hasAttribute("download"),
    ours: anchor.hasAttribute("data-discover") || anchor.closest("[data-markdown-html]") !== null,
  };
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
      const path = inAppPath(clickOf(event, anchor));
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
