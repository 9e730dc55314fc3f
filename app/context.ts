import type { Kysely } from "kysely";
import { createContext } from "react-router";
import type { Directory } from "./server/clinics/directory.server.ts";
import type { SiteStats } from "./server/clinics/stats.server.ts";
import type { Config, PublicConfig } from "./server/config.server.ts";
import type { DialectName } from "./server/db/connect.server.ts";
import type { Database } from "./server/db/schema.server.ts";
import type { Gazetteer } from "./server/gazetteer/types.server.ts";
import type { Logger } from "./server/logger.server.ts";

/** What the server hands every request: settings and long-lived resources. */
export interface AppServices {
  config: Config;
  publicConfig: PublicConfig;
  db: Kysely<Database>;
  dialect: DialectName;
  gazetteer: Gazetteer;
  /** The one read service for clinics: searches, lists and figures derived from the data. */
  directory: Directory;
  stats: { get(): Promise<SiteStats> };
  /** The one logger: services log through it, never to the console. */
  logger: Logger;
}

/** The per-request CSP nonce; the server entry and the document read it from here. */
export const nonceContext = createContext<string>("");

export const servicesContext = createContext<AppServices>();

/**
 * Where the document entry leaves the data a page is drawn from, for the edge to tell whether a kept page is
 * still current after an edit (decision 50). With `draw` false the entry stops there and renders nothing.
 */
export interface PageDataProbe {
  /** False: only the data is wanted (the page is kept already); true: the page is rendered as well. */
  draw: boolean;
  /** Set by the entry: the loaders' data, status and headers of the page. */
  data?: unknown;
  /**
   * Set by the entry: the rendered page. It comes here rather than as the Response's body, which would copy it
   * twice; every copy is memory outside V8's heap, whose growth starts the old generation's collections.
   */
  body?: Buffer;
}

export const pageDataContext = createContext<PageDataProbe | null>(null);
