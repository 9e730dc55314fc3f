import { RouterContextProvider } from "react-router";
import { type AppServices, nonceContext, servicesContext } from "../../app/context.ts";
import { loadConfig } from "../../app/server/config.server.ts";
import { loadGazetteer } from "../../app/server/gazetteer/load.server.ts";
import type { Gazetteer } from "../../app/server/gazetteer/types.server.ts";
import { createLogger } from "../../app/server/logger.server.ts";
import { createAppServices } from "../../app/server/services.server.ts";
import type { TestDatabase } from "./databases.ts";

let gazetteer: Gazetteer | undefined;

/** The real gazetteer, loaded once per test worker. */
export function testGazetteer(): Gazetteer {
  gazetteer ??= loadGazetteer("data/gazetteer");
  return gazetteer;
}

const logs = new WeakMap<AppServices, Record<string, unknown>[]>();

/** What the services logged, one parsed JSON line per entry. */
export function loggedBy(services: AppServices): Record<string, unknown>[] {
  return logs.get(services) ?? [];
}

export function servicesFor(database: TestDatabase): AppServices {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(
    { LOG_LEVEL: "warn" },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  const config = loadConfig({ DATABASE_URL: database.url, SITE_URL: "https://trt.example.org" });
  const services = createAppServices({
    config,
    db: database.db,
    dialect: database.dialect,
    gazetteer: testGazetteer(),
    logger,
  });
  logs.set(services, lines);
  return services;
}

export function routerContext(services: AppServices): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, "test-nonce");
  context.set(servicesContext, services);
  return context;
}

interface LoaderArgs {
  request: Request;
  url: URL;
  pattern: string;
  params: Record<string, string>;
  context: RouterContextProvider;
}
// biome-ignore lint/suspicious/noExplicitAny: route loaders have generated argument types
type Loader = (args: LoaderArgs & any) => any;

/** Calls a route loader the way React Router would, returning its Response. */
export async function callLoader(
  loader: Loader,
  services: AppServices,
  path: string,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  const url = new URL(`https://trt.example.org${path}`);
  const request = new Request(url, { headers });
  const args: LoaderArgs = { request, url, pattern: url.pathname, params, context: routerContext(services) };
  return (await loader(args)) as Response;
}
