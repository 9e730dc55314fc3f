import {
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from "react";
import { Scripts, UNSAFE_DataRouterStateContext, UNSAFE_FrameworkContext } from "react-router";

type ScriptsProps = Parameters<typeof Scripts>[0];

type ScriptElement = ReactElement<{ nonce?: string }>;

interface ScriptsParts {
  /** The classic inline scripts (React Router's server hand-off), kept as they are. */
  inline: ScriptElement[];
  /** The module preload addresses, in React Router's order. */
  preloads: string[];
  /** The text of the inline module script that imports the route modules and starts hydration. */
  moduleText: string | null;
}

/**
 * React Router's `<Scripts>`, started after the first paint. Every page is readable from its server-rendered HTML
 * and stylesheet alone, so on a phone's slow connection the page's 20–30 module scripts should not share the
 * connection with the stylesheet and the markup before the page is shown. The hand-off script runs as before;
 * the module preloads and the module script that hydrates the page are added by a small inline script once the
 * browser has painted the page's content (`deferredLoader`).
 *
 * `<Scripts>` offers no option for this, so its element tree is read here: its hooks become this component's,
 * and the browser tests ("pages hydrate after their first paint") fail if a React Router upgrade changes the tree.
 */
export function PageScripts(props: ScriptsProps) {
  // The page is live: browser tests wait for this before they use it. Set after a transition, the one in which
  // the parts that wait for hydration (Compare toggles, open-now lines) take their live form.
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (live) document.documentElement.dataset.hydrated = "";
    else startTransition(() => setLive(true));
  }, [live]);
  if (import.meta.env.SSR) return <ServerPageScripts {...props} />;
  const parts = readScripts(Scripts(props));
  // After hydration `<Scripts>` renders nothing, and neither does this.
  if (parts.moduleText === null) return null;
  return (
    <>
      {parts.inline.map((script, index) => cloneElement(script, { key: index }))}
      {/* The loader's text is written on the server only: hydration keeps the element as it came, and the
          browser's bundle leaves out the code that writes it. */}
      <script nonce={props.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
    </>
  );
}

/**
 * On the server, what `<Scripts>` gives a page depends only on the build, the route matches and the path's
 * ancestors (its route manifest lists the routes those match), so it is worked out once per combination: matching
 * the ancestors against every route and writing the manifest took about a twentieth of a small page's server time.
 * React Router still has to be told the scripts were rendered: it sends the loader data only after them.
 */
function ServerPageScripts(props: ScriptsProps) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  const key =
    framework && state
      ? scriptsKey(
          framework.manifest.version,
          framework.serverHandoffString ?? "",
          state.matches.map((match) => match.route.id),
          state.location.pathname,
        )
      : null;
  const kept = key === null ? undefined : keptScripts.get(key);
  if (kept === undefined) return <ReadServerScripts {...props} cacheKey={key} />;
  if (framework?.renderMeta) framework.renderMeta.didRenderScripts = true;
  return <ServerScriptsOutput inline={kept.inline} loader={kept.loader} nonce={props.nonce} />;
}

function ReadServerScripts({ cacheKey, ...props }: ScriptsProps & { cacheKey: string | null }) {
  const parts = readScripts(Scripts(props));
  if (parts.moduleText === null) return <ServerScriptsOutput inline={null} loader="" nonce={props.nonce} />;
  const written = { inline: parts.inline, loader: loaderText(parts.preloads, parts.moduleText) };
  if (cacheKey !== null) keep(keptScripts, cacheKey, written);
  return <ServerScriptsOutput inline={written.inline} loader={written.loader} nonce={props.nonce} />;
}

/** The server's `<Scripts>` output by build, hand-off, route matches and ancestor paths (see `scriptsKey`). */
const keptScripts = new Map<string, { inline: ScriptElement[]; loader: string }>();

/**
 * What React Router's `<Scripts>` reads besides the build: the matched routes, and the path's ancestors, whose
 * matches its partial route manifest adds (every clinic page has the same ancestors, "/" and "/clinic").
 */
export function scriptsKey(
  buildVersion: string,
  handoff: string,
  routeIds: string[],
  pathname: string,
): string {
  const segments = pathname.split("/").filter(Boolean);
  segments.pop();
  const ancestors = segments.map((_, index) => `/${segments.slice(0, index + 1).join("/")}`);
  return [buildVersion, handoff, routeIds.join(","), ancestors.join(",")].join("\n");
}

/** The hand-off scripts and the loader as `<Scripts>` gave them, with this request's nonce. */
function ServerScriptsOutput({
  inline,
  loader,
  nonce,
}: {
  inline: ScriptElement[] | null;
  loader: string;
  nonce: string | undefined;
}) {
  if (inline === null) return null;
  return (
    <>
      {inline.map((script, index) => cloneElement(script, { key: index, nonce }))}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: loader }} />
    </>
  );
}

/** Loader texts by route manifest: the same for every page of a route, so each is worked out once. */
const loaderTexts = new Map<string, string>();
/** The most entries each of these maps keeps; the oldest goes first. */
const KEPT_ENTRIES = 200;

function keep<T>(map: Map<string, T>, key: string, value: T) {
  if (map.size >= KEPT_ENTRIES) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

function loaderText(preloads: string[], moduleText: string): string {
  const key = `${preloads.join("\n")}\n${moduleText}`;
  let text = loaderTexts.get(key);
  if (text === undefined) {
    text = deferredLoader(preloads, compactManifest(moduleText));
    keep(loaderTexts, key, text);
  }
  return text;
}

function readScripts(node: ReactNode, parts: ScriptsParts = { inline: [], preloads: [], moduleText: null }) {
  if (Array.isArray(node)) {
    for (const child of node) readScripts(child, parts);
    return parts;
  }
  if (!isValidElement(node)) return parts;
  const element = node as ReactElement<{
    rel?: string;
    href?: string;
    type?: string;
    children?: ReactNode;
    dangerouslySetInnerHTML?: { __html: string };
    nonce?: string;
  }>;
  const { props } = element;
  if (element.type === "link" && props.rel === "modulepreload" && props.href) parts.preloads.push(props.href);
  else if (element.type === "script" && props.type === "module")
    parts.moduleText = props.dangerouslySetInnerHTML?.__html ?? null;
  else if (element.type === "script") parts.inline.push(element);
  else readScripts(props.children, parts);
  return parts;
}

/**
 * The module script's route manifest without the indentation React Router gives it (about a third of the
 * loader's bytes). Left as it is if its shape is not the one expected.
 */
export function compactManifest(moduleText: string): string {
  return moduleText.replace(
    /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});(\s*window\.__reactRouterRouteModules)/,
    (whole, assign: string, manifest: string, next: string) => {
      try {
        return `${assign}${JSON.stringify(JSON.parse(manifest))};${next}`;
      } catch {
        return whole;
      }
    },
  );
}

/** JSON that is safe inside an inline script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The loader's text. It starts once the browser reports the first contentful paint (where the browser reports
 * paints; elsewhere after the first frame), or after three seconds in a tab that does not paint because it is
 * hidden. Starting a fetch costs the main thread up to a millisecond on a slow phone, so the preloads are added
 * four at a time, each batch in a task of its own, and the module script last: no step becomes a long task that
 * would delay a tap.
 */
export function deferredLoader(preloads: string[], moduleText: string): string {
  return `(()=>{const p=${scriptJson(preloads)},m=${scriptJson(moduleText)},n=document.currentScript.nonce;let d=0;const step=()=>{const b=p.splice(0,4);for(const h of b){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}if(b.length){setTimeout(step,0);return}const s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=m;document.body.append(s)},go=()=>{if(!d){d=1;step()}},f="first-contentful-paint",P=typeof PerformanceObserver=="function"&&PerformanceObserver.supportedEntryTypes;if(P&&P.includes("paint"))new PerformanceObserver((l,o)=>{if(l.getEntriesByName(f).length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true});else requestAnimationFrame(()=>setTimeout(go,0));setTimeout(go,3000)})()`;
}
