import {
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  startTransition,
  useEffect,
  useState,
} from "react";
import { Scripts } from "react-router";

type ScriptsProps = Parameters<typeof Scripts>[0];

interface ScriptsParts {
  /** The classic inline scripts (React Router's server hand-off), kept as they are. */
  inline: ReactElement[];
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
  const parts = readScripts(Scripts(props));
  // The page is live: browser tests wait for this before they use it. Set after a transition, the one in which
  // the parts that wait for hydration (Compare toggles, open-now lines) take their live form.
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (live) document.documentElement.dataset.hydrated = "";
    else startTransition(() => setLive(true));
  }, [live]);
  // After hydration `<Scripts>` renders nothing, and neither does this.
  if (parts.moduleText === null) return null;
  return (
    <>
      {parts.inline.map((script, index) => cloneElement(script, { key: index }))}
      {/* The loader's text is written on the server only: hydration keeps the element as it came, and the
          browser's bundle leaves out the code that writes it. */}
      <script
        nonce={props.nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: import.meta.env.SSR ? loaderText(parts.preloads, parts.moduleText) : "",
        }}
      />
    </>
  );
}

/** Loader texts by route manifest: the same for every page of a route, so each is worked out once. */
const loaderTexts = new Map<string, string>();
const LOADER_TEXTS_KEPT = 200;

function loaderText(preloads: string[], moduleText: string): string {
  const key = `${preloads.join("\n")}\n${moduleText}`;
  let text = loaderTexts.get(key);
  if (text === undefined) {
    text = deferredLoader(preloads, compactManifest(moduleText));
    if (loaderTexts.size >= LOADER_TEXTS_KEPT) loaderTexts.delete(loaderTexts.keys().next().value as string);
    loaderTexts.set(key, text);
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
