import type { RequestHandler } from "express";
import { canonicalPath } from "../app/domain/site-paths.ts";

/** Answers another spelling of a page ("/about/", "/BLOG") with a 301 to its one address, query kept. */
export function canonicalRedirect(): RequestHandler {
  return (req, res, next) => {
    const canonical = canonicalPath(req.path);
    if (canonical === null) return next();
    const queryStart = req.originalUrl.indexOf("?");
    const query = queryStart === -1 ? "" : req.originalUrl.slice(queryStart);
    res.redirect(301, `${canonical}${query}`);
  };
}
