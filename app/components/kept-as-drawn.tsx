import {
  type ComponentType,
  createElement,
  lazy,
  type ReactElement,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

/**
 * A part of a page that does nothing in the browser (text, links, tables): the server draws it, and the page a
 * visitor opens keeps it as it came, without loading its code. Its code loads only when the browser has to draw it
 * itself: after a client-side navigation, or when the props it was drawn with change (decision 54).
 *
 * The part is drawn inside an `<x-kept>` element, laid out as if it were not there (`display: contents`,
 * app.css). While the page hydrates, that element is given empty inner HTML with hydration warnings suppressed:
 * React then keeps the server's content as it is, and treats it as the element's own (events from it reach the
 * page's handlers as from any element).
 *
 * `load` imports the part's module, and only it may import it: a module that is also imported statically is
 * bundled with its importer. The server loads every part as it starts, and draws pages once they are loaded
 * (`keptPartsLoaded`, `entry.server.tsx`). In the browser, a navigation completes only once the parts known by
 * then are loaded (`loadKeptPartsBeforeDraw`, the root's client middleware): a draw that waited for a part's code
 * would leave the address ahead of the page, and a second change built from the page would undo the first.
 * `load()` on the part loads it ahead, as a test that renders it to a string must.
 *
 * A kept part must take data only: props that are the same objects from render to render (loader data), never
 * a callback made in the render, which would make every render look like a change. And it must read nothing but
 * its props (no clock, context or setting): the server reuses the HTML it drew for the same props (decision 55).
 */
export type KeptPart<P extends object> = ComponentType<P> & {
  /** Loads the part's code ahead of a render that will draw it. */
  load: () => Promise<void>;
};

/** The element a kept part is drawn in. */
const KEPT_ELEMENT = "x-kept";
/** The inner HTML given while hydrating: React leaves an element's content alone when it is given this way. */
const AS_DRAWN = { __html: "" };

const serverLoads: Promise<void>[] = [];

/**
 * On the server: parts' HTML drawn before for the same props (`app/server/kept-drawings.server.ts`, set by the
 * entry). A part takes data only, so the same props draw the same HTML, and a part drawn once is not drawn again
 * by React for each page that shows it.
 */
export interface KeptDrawings {
  /** The part's HTML for these props, or null: the caller draws it (the store keeps parts shown again). */
  drawnBefore(part: ComponentType<object>, props: object): string | null;
}
let serverDrawings: KeptDrawings | null = null;

/** Sets where the server keeps parts it has drawn (null: each page draws its parts itself). */
export function keepServerDrawingsIn(drawings: KeptDrawings | null): void {
  serverDrawings = drawings;
}

/** In the browser: how to load each kept part whose module (a route's) has been loaded. */
const browserLoads = new Set<() => Promise<unknown>>();

/** Settles once the server has loaded every kept part (a failure shows where the part is drawn). */
export function keptPartsLoaded(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/** Settles once every kept part the browser knows of has loaded or failed (a failure shows where it is drawn). */
function loadKnownKeptParts(): Promise<unknown> {
  return Promise.all([...browserLoads].map((load) => load().catch(noop)));
}

/**
 * Client middleware: the parts' code loads beside the navigation's data, and again for parts that the next
 * page's route modules, loaded with its data, have made known; the navigation completes once both have settled.
 */
export async function loadKeptPartsBeforeDraw<T>(_args: unknown, next: () => Promise<T>): Promise<T> {
  const known = loadKnownKeptParts();
  const result = await next();
  await Promise.all([known, loadKnownKeptParts()]);
  return result;
}

export function keptAsDrawn<P extends object>(load: () => Promise<ComponentType<P>>): KeptPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    loading ??= load().then((part) => {
      loaded = part;
      return part;
    });
    return loading;
  };
  const Later = lazy(() => loadOnce().then((part) => ({ default: part })));
  if (import.meta.env.SSR) serverLoads.push(loadOnce().then(noop, noop));
  else browserLoads.add(loadOnce);

  /** On the server, where a part's code is loaded before any page is drawn (`keptPartsLoaded`). */
  function DrawnOnServer(props: P) {
    const Part = (loaded ?? Later) as ComponentType<P>;
    const html =
      loaded === null ? null : (serverDrawings?.drawnBefore(Part as ComponentType<object>, props) ?? null);
    if (html !== null) return createElement(KEPT_ELEMENT, { dangerouslySetInnerHTML: { __html: html } });
    return createElement(KEPT_ELEMENT, null, <Part {...props} />);
  }

  function Kept(props: P) {
    const hydrating = useSyncExternalStore(subscribeToNothing, isNotHydrating, isHydrating);
    // The props the server drew the part with, when this render hydrates it; null when the browser draws it.
    const [serverProps] = useState(() => (hydrating && !import.meta.env.SSR ? props : null));
    const keep = serverProps !== null && sameProps(serverProps, props);
    // The same element for the same props, so that a re-render of the page around the part does not draw it again.
    const last = useRef<{ keep: boolean; props: P; element: ReactElement } | null>(null);
    if (last.current === null || last.current.keep !== keep || !sameProps(last.current.props, props)) {
      last.current = { keep, props, element: partElement(keep, props) };
    }
    return last.current.element;
  }

  function partElement(keep: boolean, props: P): ReactElement {
    if (keep)
      return createElement(KEPT_ELEMENT, {
        key: "as-drawn",
        dangerouslySetInnerHTML: AS_DRAWN,
        suppressHydrationWarning: true,
      });
    // Drawn here: a part whose code is still loading holds the navigation back (React keeps the previous page
    // during a transition) instead of showing a gap. A new key: the element kept as drawn is replaced whole.
    const Part = loaded ?? Later;
    return createElement(KEPT_ELEMENT, { key: "drawn" }, <Part {...props} />);
  }

  const Component: ComponentType<P> = import.meta.env.SSR ? DrawnOnServer : Kept;
  Component.displayName = "KeptAsDrawn";
  return Object.assign(Component, { load: () => loadOnce().then(noop) });
}

const noop = () => {};
const subscribeToNothing = () => () => {};
const isHydrating = () => true;
const isNotHydrating = () => false;

function sameProps(a: object, b: object): boolean {
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every(
    (key) => Object.hasOwn(b, key) && Object.is(a[key as keyof typeof a], b[key as keyof typeof b]),
  );
}
