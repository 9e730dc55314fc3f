import type { Plugin } from "vite";

/**
 * React Router's server rebuilds, for every page it renders, structures that are the same for every page of a
 * build: the route modules by id, the routes the server router draws, the static router's data routes and its
 * manifest, and the matches of a path it has just matched (decision 53). Each page's copies were about a fifth of
 * what the collector had to trace after they outlived a minor collection, and building them about a twentieth of
 * a small page's CPU. These edits to React Router's server code, made when the server bundle is built, keep them:
 * per build (objects that never change once the build is loaded) or, for matches, as fresh copies of the last
 * paths matched. One more edit hands a page's hydration data to the entry's `hydrationState` before it is encoded
 * (decision 57).
 *
 * Each edit names the exact text it replaces. When an upgrade of React Router changes that text, the build fails
 * and names the edit, so that it is looked at again rather than silently dropped.
 */
export interface RouterEdit {
  /** The end of the module's path inside the react-router package. */
  file: string;
  find: string;
  replace: string;
}

/**
 * Keeps what `make` returns per `owner` (an object that lives as long as the build) and `name`, made again if
 * one of `inputs` is not the object it was made from. Added at the top of each edited module.
 */
export const REUSE_HELPER = `
const __trtKept = new WeakMap();
function __trtReuse(owner, name, inputs, make) {
  let byName = __trtKept.get(owner);
  if (byName === undefined) __trtKept.set(owner, (byName = new Map()));
  let kept = byName.get(name);
  if (kept === undefined || kept.inputs.length !== inputs.length || kept.inputs.some((input, i) => input !== inputs[i])) {
    kept = { inputs, value: make() };
    byName.set(name, kept);
  }
  return kept.value;
}
`;

export const ROUTER_EDITS: RouterEdit[] = [
  {
    // The route modules by id: the same modules for every request of a build.
    file: "lib/server-runtime/server.js",
    find: "routeModules: createEntryRouteModules(build.routes),",
    replace:
      'routeModules: __trtReuse(build.routes, "entryRouteModules", [], () => createEntryRouteModules(build.routes)),',
  },
  {
    // The routes the server router draws, from the build's manifest and route modules.
    file: "lib/dom/ssr/server.js",
    find: "let routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);",
    replace:
      'let routes = __trtReuse(routeModules, context.isSpaMode ? "spaServerRoutes" : "serverRoutes", [manifest.routes], () => createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode));',
  },
  {
    // The static router's data routes and manifest, from those routes.
    file: "lib/dom/server.js",
    find: "let manifest = {};\n\tlet dataRoutes = convertRoutesToDataRoutes(routes, void 0, void 0, manifest);",
    replace:
      'let { manifest, dataRoutes } = __trtReuse(routes, "staticDataRoutes", [], () => {\n\t\tlet manifest = {};\n\t\treturn { manifest, dataRoutes: convertRoutesToDataRoutes(routes, void 0, void 0, manifest) };\n\t});',
  },
  {
    // The loader data a page sends for hydration, in the form the entry gives it (decision 57): the entry's
    // `hydrationState` cuts what the browser never reads. Data requests (client-side navigations) are untouched.
    file: "lib/server-runtime/server.js",
    find: "\t\t\tserverHandoffStream: encodeViaTurboStream(state, request.signal, build.entry.module.streamTimeout, serverMode),\n\t\t\trenderMeta: {},\n\t\t\tfuture",
    replace:
      "\t\t\tserverHandoffStream: encodeViaTurboStream(build.entry.module.hydrationState ? build.entry.module.hydrationState(state) : state, request.signal, build.entry.module.streamTimeout, serverMode),\n\t\t\trenderMeta: {},\n\t\t\tfuture",
  },
  {
    // A document request matches its path twice (the request handler, then the static handler's query): the
    // second is a copy of the first. Callers get fresh match objects, never the kept ones.
    file: "lib/router/matcher.js",
    find: "\tmatch(locationArg, allowPartial = false) {\n\t\treturn matchRoutesImpl(this.#routes, locationArg, this.#basename, allowPartial, this.#branches);\n\t}",
    replace: `\t#recent = new Map();
\tmatch(locationArg, allowPartial = false) {
\t\tlet key = (allowPartial ? "partial " : "") + (typeof locationArg === "string" ? locationArg : locationArg.pathname);
\t\tlet kept = this.#recent.get(key);
\t\tif (kept === undefined || kept.branches !== this.#branches) {
\t\t\tkept = { branches: this.#branches, matches: matchRoutesImpl(this.#routes, locationArg, this.#basename, allowPartial, this.#branches) };
\t\t\tif (this.#recent.size >= 64) this.#recent.delete(this.#recent.keys().next().value);
\t\t\tthis.#recent.set(key, kept);
\t\t}
\t\tif (kept.matches === null) return null;
\t\tlet params = kept.matches.length > 0 ? { ...kept.matches[0].params } : {};
\t\treturn kept.matches.map((match) => ({ ...match, params }));
\t}`,
  },
];

const PACKAGE_DIR = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/;

/** The module's code with every edit for it made, or null when none is for it; throws if an edit's text is gone. */
export function editRouterModule(
  id: string,
  code: string,
  edits: RouterEdit[] = ROUTER_EDITS,
): string | null {
  const normalized = id.replaceAll("\\", "/").split("?")[0] ?? id;
  if (!PACKAGE_DIR.test(normalized)) return null;
  const mine = edits.filter((edit) => normalized.endsWith(`/dist/production/${edit.file}`));
  if (mine.length === 0) return null;
  let edited = code;
  for (const edit of mine) {
    const at = edited.indexOf(edit.find);
    if (at === -1 || edited.indexOf(edit.find, at + edit.find.length) !== -1)
      throw new Error(
        `React Router's ${edit.file} no longer holds, once, the text the route-tables edit replaces (decision 53): review the edit for this version.`,
      );
    edited = edited.slice(0, at) + edit.replace + edited.slice(at + edit.find.length);
  }
  return edited.includes("__trtReuse(") ? `${REUSE_HELPER}${edited}` : edited;
}

/**
 * The Vite plugin: edits React Router's server modules in the production server bundle (which must bundle
 * react-router, see vite.config.ts), and fails the build unless every edit was made.
 */
export function routeTablesOncePlugin(): Plugin {
  const made = new Set<RouterEdit>();
  return {
    name: "trt:route-tables-once",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform(code, id) {
      const edited = editRouterModule(id, code);
      if (edited === null) return null;
      for (const edit of ROUTER_EDITS) if (id.replaceAll("\\", "/").includes(edit.file)) made.add(edit);
      return { code: edited, map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missing = ROUTER_EDITS.filter((edit) => !made.has(edit)).map((edit) => edit.file);
      if (missing.length > 0)
        throw new Error(
          `The server bundle did not include React Router's ${missing.join(", ")}, which the route-tables edit expects (decision 53).`,
        );
    },
  };
}
