import { availableParallelism } from "node:os";
import { z } from "zod";
import type { PublicConfig } from "../lib/site.ts";
import { FORWARDING_HEADERS } from "./http/client-address.server.ts";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const httpUrl = z
  .url({ protocol: /^https?$/, message: "must be an http(s) URL" })
  .transform((value) => value.replace(/\/+$/, ""));

const tileUrl = z
  .string()
  .refine((value) => /^https?:\/\//.test(value) || value.startsWith("/"), "must be an http(s) URL or a path")
  .refine(
    (value) => ["{z}", "{x}", "{y}"].every((part) => value.includes(part)),
    "must contain {z}, {x} and {y}",
  );

const email = z.email({ message: "must be an e-mail address" });

const databaseUrl = z
  .string()
  .min(1)
  .refine(
    (value) =>
      /^(postgres|postgresql):\/\//.test(value) || /^(sqlite|file):/.test(value) || !value.includes("://"),
    "must be a postgres:// URL, sqlite:<path>, file:<path> or a file path",
  );

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Unset: http://localhost:<PORT>, so a local server on another port still links to itself. */
  SITE_URL: httpUrl.optional(),
  SITE_NAME: z.string().trim().min(1).max(80).default("TRT Clinic Finder"),
  /** Where visitors write about listings and the site (the contact page). */
  CONTACT_EMAIL: email.default("contact@example.com"),
  /** Where privacy questions and requests go (the privacy policy). */
  PRIVACY_EMAIL: email.default("privacy@example.com"),
  /** Featured-provider enquiries. */
  PARTNERSHIPS_EMAIL: email.default("partnerships@example.com"),
  AFFILIATE_KIT_URL: httpUrl.default("https://example.com/at-home-testosterone-kit"),
  MAP_TILE_URL: tileUrl.default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  MAP_ATTRIBUTION: z
    .string()
    .min(1)
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  DATABASE_URL: databaseUrl.default("sqlite:data/trt-clinics.db"),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  /** Requests per client per minute: pages, the JSON API, and location lookups (suggest, reverse); 0: no limit. */
  RATE_LIMIT_PAGES: z.coerce.number().int().min(0).max(1_000_000).default(300),
  RATE_LIMIT_API: z.coerce.number().int().min(0).max(1_000_000).default(600),
  RATE_LIMIT_LOOKUPS: z.coerce.number().int().min(0).max(1_000_000).default(120),
  /** Usage events per client per minute (POST /api/events); 0: no limit. */
  RATE_LIMIT_EVENTS: z.coerce.number().int().min(0).max(1_000_000).default(60),
  /** Proxies in front of the server that append the client's address to a header (0: clients connect directly). */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /** The header those proxies append to: X-Forwarded-For, or RFC 7239's Forwarded. */
  TRUSTED_PROXY_HEADER: z.enum(FORWARDING_HEADERS).default("x-forwarded-for"),
  /**
   * Processes serving requests in production: one per core by default. Above 1, a primary process prepares the
   * database and runs that many workers on the one port (server/workers-primary.ts); 1 is a single process.
   */
  WEB_CONCURRENCY: z.coerce
    .number({ message: "must be a whole number of processes" })
    .int("must be a whole number of processes")
    .min(1, "must be at least 1 (1: one process, no primary)")
    .max(256, "must be at most 256")
    .default(availableParallelism()),
  /** Pages rendered at once; more wait their turn in arrival order (server/render-gate.ts). 0: no limit. */
  RENDER_CONCURRENCY: z.coerce.number().int().min(0).max(10_000).default(4),
  /** Memory for rendered pages kept for repeated URLs (production); 0 turns the page cache off. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(64),
  /** Memory for the HTML of parts shown on many pages, drawn once (decision 55); 0 draws them in every page. */
  PART_CACHE_MB: z.coerce.number().int().min(0).max(4_096).default(16),
  /** Months that usage events are kept; `npm run events:purge` deletes older ones. */
  EVENTS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(13),
  /**
   * Signs the time a "Suggest an edit" form was shown (the minimum-time check against bots). Set the same value
   * on every instance behind one address; unset, each process makes its own at start-up.
   */
  FORM_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** An admin session ends after this many minutes without a request… */
  ADMIN_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** …and in any case this many hours after sign-in. */
  ADMIN_SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(12),
  /** Largest import file the admin area accepts from the browser, in megabytes (the CLI has no limit). */
  ADMIN_IMPORT_MAX_MB: z.coerce.number().min(0.1).max(200).default(5),
  /**
   * Outgoing e-mail (password resets, invitations, the suggestions digest): an smtp:// or smtps:// URL with
   * the user and password in it, or the host, port, user and password one by one. With neither, messages are
   * written to MAIL_OUTBOX_DIR and read at /admin/outbox.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" }).optional(),
  SMTP_HOST: z.string().trim().min(1).max(253).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().min(1).max(320).optional(),
  SMTP_PASSWORD: z.string().min(1).max(1024).optional(),
  /** The sender of every message: an address, or "Name <address>". */
  MAIL_FROM: z
    .string()
    .trim()
    .refine(
      (value) =>
        /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value) ||
        /^[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>$/.test(value),
      "must be an e-mail address, or a name and an address in angle brackets",
    )
    .default("TRT Clinic Finder <no-reply@example.com>"),
  /** Where messages are written when no SMTP server is set, relative to the working folder. */
  MAIL_OUTBOX_DIR: z.string().trim().min(1).default("data/outbox"),
  /** Folder of the production build, relative to the project (the same variable steers `npm run build`). */
  BUILD_DIR: z
    .string()
    .regex(/^[\w.-]+$/, "must be a folder name inside the project")
    .default("build"),
});

export type Config = Omit<z.infer<typeof configSchema>, "SITE_URL"> & { SITE_URL: string };

/** The part of the configuration that may be sent to the browser. */
export type { PublicConfig };

export class ConfigError extends Error {
  readonly issues: { variable: string; message: string }[];

  constructor(issues: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${issues.map((issue) => `  ${issue.variable}: ${issue.message}`).join("\n")}`,
    );
    this.name = "ConfigError";
    this.issues = issues;
  }
}

/** Reads settings from environment variables; empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(configSchema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = configSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? "configuration"),
        message: issue.message,
      })),
    );
  }
  const { SITE_URL, ...settings } = result.data;
  return { ...settings, SITE_URL: SITE_URL ?? `http://localhost:${settings.PORT}` };
}

export function toPublicConfig(config: Config): PublicConfig {
  return {
    siteName: config.SITE_NAME,
    siteUrl: config.SITE_URL,
    partnershipsEmail: config.PARTNERSHIPS_EMAIL,
    affiliateKitUrl: config.AFFILIATE_KIT_URL,
    mapTileUrl: config.MAP_TILE_URL,
    mapAttribution: config.MAP_ATTRIBUTION,
  };
}
