import type { RouteConfigEntry } from "@react-router/dev/routes";
import { beforeAll, describe, expect, it } from "vitest";
import routeConfig from "../app/routes.ts";
import type { RouteFacts } from "../app/server/http/route-facts.server.ts";
import { formBodyLimit } from "./request-guard.ts";
import { type BuildRoute, routeFactsOf } from "./route-facts.ts";

/** The app's route table as the server build lists it, with each route module's exports. */
async function appRoutes(): Promise<Record<string, BuildRoute>> {
  const routes: Record<string, BuildRoute> = { root: { id: "root", path: "", module: {} } };
  const visit = async (entries: readonly RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      const module = (await import(`../app/${entry.file}`)) as BuildRoute["module"];
      routes[id] = { id, parentId, path: entry.path, index: entry.index, module };
      if (entry.children) await visit(entry.children, id);
    }
  };
  await visit(await routeConfig, "root");
  return routes;
}

describe("the facts the app's routes declare", () => {
  let factsOf: (path: string) => RouteFacts;
  const limit = (path: string, importMaxMb = 10) => formBodyLimit(factsOf(path), importMaxMb);

  beforeAll(async () => {
    factsOf = routeFactsOf(await appRoutes());
  }, 60_000);

  it("take a visitor's correction, at its page's address or the router's .data address", () => {
    for (const path of [
      "/clinic/acme/suggest-edit",
      "/clinic/acme/suggest-edit/",
      "/clinic/acme/suggest-edit.data",
    ]) {
      expect(limit(path), path).toBe(16 * 1024);
    }
  });

  it("take the admin's forms, and the import's file up to twice its limit (the page answers an oversized file itself)", () => {
    for (const path of ["/admin", "/admin.data", "/admin/sign-in", "/admin/clinics/4.data", "/admin/x/y"]) {
      expect(limit(path), path).toBe(256 * 1024);
    }
    expect(limit("/admin/import")).toBe(20 * 1024 * 1024 + 64 * 1024);
    expect(limit("/admin/import.data", 2)).toBe(4 * 1024 * 1024 + 64 * 1024);
  });

  it("take no form anywhere else", () => {
    for (const path of [
      "/",
      "/_.data",
      "/about",
      "/clinic/acme",
      "/clinic/acme/suggest-edit/x",
      "/administrator",
      "/admins/x",
      "/city/austin/tx",
      "/trt-clinics-texas",
    ]) {
      expect(limit(path), path).toBeNull();
    }
  });

  it("keep the admin area and a visitor's correction form out of every shared cache", () => {
    for (const path of ["/admin", "/admin/", "/admin/sign-in", "/admin/clinics/4", "/admin/no-such-page"]) {
      expect(factsOf(path).noStore, path).toBe(true);
    }
    expect(factsOf("/clinic/acme/suggest-edit").noStore).toBe(true);
    for (const path of ["/", "/search", "/clinic/acme", "/administrator", "/sitemap.xml"]) {
      expect(factsOf(path).noStore, path).toBeUndefined();
    }
  });
});

describe("routeFactsOf", () => {
  const route = (
    id: string,
    path: string | undefined,
    handle?: RouteFacts,
    extra: Partial<BuildRoute> = {},
  ) => ({
    id,
    parentId: "root",
    path,
    module: { handle },
    ...extra,
  });

  it("ranks routes as React Router does: a static segment before a parameter before a splat", () => {
    const factsOf = routeFactsOf({
      root: { id: "root", path: "", module: {} },
      splat: route("splat", "*", { formBodyKb: 1 }),
      param: route("param", ":slug", { formBodyKb: 2 }),
      fixed: route("fixed", "about", { formBodyKb: 3 }),
      optional: route("optional", "city/:city?/:state?", { formBodyKb: 4 }),
    });
    expect(factsOf("/about")).toEqual({ formBodyKb: 3 });
    expect(factsOf("/ABOUT/")).toEqual({ formBodyKb: 3 });
    expect(factsOf("/texas")).toEqual({ formBodyKb: 2 });
    expect(factsOf("/a/b")).toEqual({ formBodyKb: 1 });
    for (const path of ["/city", "/city/austin", "/city/austin/tx"])
      expect(factsOf(path), path).toEqual({ formBodyKb: 4 });
    expect(factsOf("/city/austin/tx/x")).toEqual({ formBodyKb: 1 });
  });

  it("gives a layout's facts to the routes in it, which may add their own", () => {
    const factsOf = routeFactsOf({
      root: { id: "root", path: "", module: {} },
      layout: route("layout", undefined, { noStore: true }),
      home: route("home", "area", undefined, { parentId: "layout", index: true }),
      upload: route("upload", "area/upload", { formBodyKb: 9 }, { parentId: "layout" }),
      outside: route("outside", "elsewhere"),
    });
    expect(factsOf("/area")).toEqual({ noStore: true });
    expect(factsOf("/area/upload")).toEqual({ noStore: true, formBodyKb: 9 });
    expect(factsOf("/elsewhere")).toEqual({});
  });
});
