/**
 * What the edge (server/edge.ts) needs to know about a page route before it runs, said by the route in its
 * `handle` export (`export const handle = { formBodyKb: 16 } satisfies RouteFacts`) and holding for the routes
 * nested in it too. Import this type only (`import type`): a route's handle also reaches the browser. (API
 * routes say theirs in their entry of the route table, app/server/api/endpoints.server.ts.)
 */
export interface RouteFacts {
  /**
   * The largest form body (POST) the route takes, in KB, or "upload" for the admin's import file (twice
   * ADMIN_IMPORT_MAX_MB, so that the page can answer a file over the limit with its own message). A route
   * without it takes no POST.
   */
  formBodyKb?: number | "upload";
  /**
   * The answer belongs to one person (the admin): never kept by the edge and never answered with the shared
   * validator's 304, whatever it says about caching.
   */
  noStore?: boolean;
}

/** A route without facts of its own. */
export const NO_FACTS: Readonly<RouteFacts> = Object.freeze({});
