import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { editRouterModule, ROUTER_EDITS, type RouterEdit } from "./route-tables-once.server.ts";

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve("react-router/package.json"));
const productionDir = join(packageDir, "dist", "production");
const moduleId = (file: string) => join(productionDir, file);

describe("the edits to React Router's server code (decision 53)", () => {
  it("each finds its text exactly once in the installed React Router", () => {
    for (const file of new Set(ROUTER_EDITS.map((edit) => edit.file))) {
      const edited = editRouterModule(moduleId(file), readFileSync(moduleId(file), "utf8"));
      expect(edited, file).not.toBeNull();
      for (const edit of ROUTER_EDITS.filter((e) => e.file === file)) {
        expect(edited).toContain(edit.replace);
        expect(edited).not.toContain(edit.find);
      }
    }
  });

  it("fails, naming the file, when an upgrade has changed the text an edit replaces", () => {
    const edit: RouterEdit = { file: "lib/router/matcher.js", find: "no such text", replace: "x" };
    expect(() => editRouterModule(moduleId(edit.file), "class V6RegExMatcher {}", [edit])).toThrow(
      /lib\/router\/matcher\.js .*decision 53/,
    );
    const twice: RouterEdit = { file: edit.file, find: "same", replace: "x" };
    expect(() => editRouterModule(moduleId(edit.file), "same same", [twice])).toThrow(/once/);
  });

  it("leaves every other module alone, React Router's development build and other packages included", () => {
    expect(editRouterModule(moduleId("lib/router/utils.js"), "code")).toBeNull();
    expect(
      editRouterModule(join(packageDir, "dist", "development", "lib/router/matcher.js"), "code"),
    ).toBeNull();
    expect(
      editRouterModule("/app/node_modules/other/dist/production/lib/router/matcher.js", "code"),
    ).toBeNull();
  });

  it("the edited matcher answers as before, with fresh match objects on every call", async () => {
    const file = moduleId("lib/router/matcher.js");
    const edited = (editRouterModule(file, readFileSync(file, "utf8")) ?? "").replace(
      'from "./utils.js"',
      `from ${JSON.stringify(pathToFileURL(moduleId("lib/router/utils.js")).href)}`,
    );
    const dir = mkdtempSync(join(tmpdir(), "matcher-"));
    const copy = join(dir, "matcher.mjs");
    writeFileSync(copy, edited);
    try {
      const { V6RegExMatcher } = (await import(pathToFileURL(copy).href)) as {
        V6RegExMatcher: new (
          basename: string,
        ) => {
          update(routes: unknown[]): void;
          match(
            path: string | { pathname: string },
            partial?: boolean,
          ): Array<{ params: Record<string, string>; pathname: string; route: { id: string } }> | null;
        };
      };
      const { matchRoutes } = (await import(pathToFileURL(moduleId("lib/router/utils.js")).href)) as {
        matchRoutes: (routes: unknown[], path: string) => unknown;
      };
      const routes = [
        {
          id: "root",
          path: "",
          children: [
            { id: "clinic", path: "clinic/:slug" },
            { id: "city", path: "city/:city?/:state?" },
            { id: "state", path: ":slug" },
          ],
        },
      ];
      const matcher = new V6RegExMatcher("/");
      matcher.update(routes);
      for (const path of ["/clinic/a", "/city/austin/tx", "/trt-clinics-texas", "/clinic/a/b/c"]) {
        const first = matcher.match(path);
        const second = matcher.match({ pathname: path });
        expect(first).toEqual(matchRoutes(routes, path));
        expect(second).toEqual(first);
        if (first && second) {
          expect(second).not.toBe(first);
          second.forEach((match, i) => {
            expect(match).not.toBe(first[i]);
            expect(match.params).not.toBe(first[i]?.params);
            expect(match.params).toBe(second[0]?.params);
          });
          // What one caller does to its matches never reaches the next caller's.
          (second[0] as { params: Record<string, string> }).params.slug = "changed";
          expect(matcher.match(path)).toEqual(first);
        }
      }
      matcher.update([{ id: "only", path: "clinic/:slug" }]);
      expect(matcher.match("/clinic/a")?.map((m) => m.route.id)).toEqual(["only"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
