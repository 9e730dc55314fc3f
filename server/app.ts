import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider } from "react-router";
import { type AppServices, nonceContext, servicesContext } from "../app/context.ts";

/** Built into the server bundle so the route modules and this handler share one copy of the contexts. */
export function createAppHandler(services: AppServices) {
  return createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    mode: services.config.NODE_ENV === "production" ? "production" : "development",
    getLoadContext(_req, res) {
      const context = new RouterContextProvider();
      context.set(nonceContext, String(res.locals.nonce ?? ""));
      context.set(servicesContext, services);
      return context;
    },
  });
}
