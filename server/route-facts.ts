import { NO_FACTS, type RouteFacts } from "../app/server/http/route-facts.server.ts";

/** A route as the server build lists it (`ServerBuild["routes"]`): only what matching and facts need. */
export interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { handle?: unknown };
}

interface Branch {
  pattern: RegExp;
  score: number;
  order: number;
  facts: RouteFacts;
}

const PARAM = /^:[\w-]+$/;

function factsOf(handle: unknown): RouteFacts {
  if (typeof handle !== "object" || handle === null) return NO_FACTS;
  const { formBodyKb, noStore } = handle as RouteFacts;
  const facts: RouteFacts = {};
  if (formBodyKb !== undefined) facts.formBodyKb = formBodyKb;
  if (noStore !== undefined) facts.noStore = noStore;
  return facts;
}

/** React Router's explodeOptionalSegments: "/city/:city?/:state?" as "/city/:city/:state", "/city/:city", "/city". */
function explodeOptional(path: string): string[] {
  const [first = "", ...rest] = path.split("/");
  const optional = first.endsWith("?");
  const required = optional ? first.slice(0, -1) : first;
  if (rest.length === 0) return optional ? [required, ""] : [required];
  const tails = explodeOptional(rest.join("/"));
  const exploded = tails.map((tail) => (tail === "" ? required : `${required}/${tail}`));
  if (optional) exploded.push(...tails);
  return exploded.map((result) => (path.startsWith("/") && result === "" ? "/" : result));
}

/** React Router's ranking (computeScore): static segments before parameters before splats; index routes up. */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split("/");
  let score = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") continue;
    score += PARAM.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

/** React Router's matchPath pattern for a whole path: parameters are one segment, a trailing slash is free. */
function patternOf(path: string, caseSensitive: boolean): RegExp {
  const splat = path === "*" || path.endsWith("/*");
  const base = (splat ? path.slice(0, -1) : path).replace(/\/+$/, "");
  const source = base
    .split("/")
    .filter(Boolean)
    .map((segment) => (PARAM.test(segment) ? "/[^/]+" : `/${segment.replace(/[\\.*+^${}|()[\]?]/g, "\\$&")}`))
    .join("");
  const tail = splat ? (source === "" ? "(?:/.*)?$" : "(?:/.+|/*)$") : "/*$";
  return new RegExp(`^${source}${tail}`, caseSensitive ? "" : "i");
}

/** A request path as React Router matches it: single-fetch ".data" addresses are their page's. */
function pagePath(path: string): string {
  let page = path;
  if (page.endsWith("/_.data")) page = page.slice(0, -"_.data".length);
  else if (page.endsWith(".data")) page = page.slice(0, -".data".length);
  if (!page.includes("%")) return page;
  return page
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll("/", "%2F");
      } catch {
        return segment;
      }
    })
    .join("/");
}

/**
 * The facts of the page routes (their `handle` exports, each holding for the routes nested in it) as a lookup
 * by request path, matched as React Router matches: every route is ranked and the best match's facts answer.
 */
export function routeFactsOf(
  routes: Readonly<Record<string, BuildRoute | undefined>>,
): (path: string) => RouteFacts {
  const children = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  const branches: Branch[] = [];
  const walk = (parentId: string | undefined, parentPath: string, inherited: RouteFacts) => {
    for (const route of children.get(parentId) ?? []) {
      const path = `${parentPath}/${route.path ?? ""}`.replace(/\/\/+/g, "/");
      const own = factsOf(route.module.handle);
      const facts = own === NO_FACTS ? inherited : { ...inherited, ...own };
      walk(route.id, path, facts);
      if (route.path === undefined && !route.index) continue;
      for (const exploded of explodeOptional(path)) {
        branches.push({
          pattern: patternOf(exploded, route.caseSensitive === true),
          score: scoreOf(exploded, route.index === true),
          order: branches.length,
          facts,
        });
      }
    }
  };
  walk(undefined, "/", NO_FACTS);
  branches.sort((a, b) => b.score - a.score || a.order - b.order);
  return (path) => {
    const page = pagePath(path);
    return branches.find((branch) => branch.pattern.test(page))?.facts ?? NO_FACTS;
  };
}
