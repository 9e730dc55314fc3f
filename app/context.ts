import { createContext } from "react-router";
import type { Config, PublicConfig } from "./server/config.server.ts";

/** What the server hands every request: settings and long-lived resources. */
export interface AppServices {
  config: Config;
  publicConfig: PublicConfig;
}

/** The per-request CSP nonce; the server entry and the document read it from here. */
export const nonceContext = createContext<string>("");

export const servicesContext = createContext<AppServices>();
