import type { IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
import type { AppServices } from "../../context.ts";
import {
  deviceClass,
  eventDay,
  type IncomingEvent,
  MAX_EVENT_BYTES,
  parseIncomingEvent,
  pathOnly,
  SEARCH_RESULTS_PATHS,
  TOOL_PATHS,
} from "../../domain/analytics-event.ts";
import { API_SECURITY_HEADERS } from "../security-headers.server.ts";
import { listedClinicIds, monthOf } from "./clinic-appearances.server.ts";
import { eventRow } from "./event-row.server.ts";
import { EventWriter } from "./event-writer.server.ts";

export const EVENTS_PATH = "/api/events";

export interface IngestAnswer {
  status: 204 | 400 | 403 | 405 | 413 | 500;
  error?: { field: string | null; message: string };
}

const ACCEPTED: IngestAnswer = { status: 204 };
const TOO_LARGE: IngestAnswer = {
  status: 413,
  error: { field: "body", message: `An event is at most ${MAX_EVENT_BYTES} bytes` },
};

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether the event comes from one of this site's pages. Browsers say so in Sec-Fetch-Site ("same-origin");
 * without fetch metadata the Origin must be ours (SITE_URL's, or the one the request names). A request with
 * neither comes from a script, not a page: its events would be figures nobody's visit made.
 */
export function fromOurPages(headers: IncomingMessage["headers"], siteOrigin: string): boolean {
  const site = firstHeader(headers["sec-fetch-site"]);
  if (site !== undefined) return site === "same-origin";
  const origin = firstHeader(headers.origin);
  if (origin === undefined) return false;
  const host = firstHeader(headers.host);
  return (
    origin === siteOrigin ||
    (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`))
  );
}

/** The body as text, or null once it passes the size limit (the rest is not read). */
function readBody(req: IncomingMessage): Promise<string | null> {
  const declared = Number(req.headers["content-length"]);
  if (declared > MAX_EVENT_BYTES) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > MAX_EVENT_BYTES) {
        req.removeAllListeners("data");
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * Takes one usage event: `POST /api/events` with a JSON body of at most MAX_EVENT_BYTES. 204 when taken (or
 * quietly ignored: a bot, another site's page), 400 naming the wrong field, 413 when too large. Valid events
 * are stored in batches (a list of search results as counts per clinic and month); nothing from an invalid
 * one is stored.
 */
export function createEventIngestion(services: AppServices, options: { flushEveryMs?: number } = {}) {
  const writer = new EventWriter(services.db, services.logger, options);
  writer.start();
  const ownHost = new URL(services.config.SITE_URL).hostname;
  const siteOrigin = new URL(services.config.SITE_URL).origin;

  /**
   * The clinics a page of search results listed: one more search for each in this month, and no event row.
   * A beacon counts each clinic once however often it names it; clinics we do not list are left out.
   */
  async function takeSearchResults(event: IncomingEvent, day: string): Promise<IngestAnswer> {
    const path = pathOnly(event.path);
    if (path === null || !SEARCH_RESULTS_PATHS.includes(path)) {
      return {
        status: 400,
        error: {
          field: "path",
          message: `must be one of the search pages: ${SEARCH_RESULTS_PATHS.join(", ")}`,
        },
      };
    }
    writer.addAppearances(monthOf(day), await listedClinicIds(event.clinics ?? [], services.directory));
    return ACCEPTED;
  }

  async function answer(req: IncomingMessage): Promise<IngestAnswer> {
    if (req.method !== "POST")
      return { status: 405, error: { field: null, message: "Send events with POST" } };
    const body = await readBody(req);
    if (body === null) return TOO_LARGE;
    // Pages of other sites and scripts may not post into our figures.
    if (!fromOurPages(req.headers, siteOrigin)) {
      return { status: 403, error: { field: null, message: "Events are taken from this site's pages only" } };
    }
    const userAgent = firstHeader(req.headers["user-agent"]);
    if (userAgent === undefined || isbot(userAgent)) return ACCEPTED;
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return { status: 400, error: { field: "body", message: "must be JSON" } };
    }
    const parsed = parseIncomingEvent(json);
    if (!parsed.ok) return { status: 400, error: { field: parsed.field, message: parsed.message } };
    const day = eventDay(new Date());
    if (parsed.event.type === "search_results") return takeSearchResults(parsed.event, day);
    const row = await eventRow(parsed.event, {
      gazetteer: services.gazetteer,
      directory: services.directory,
      ownHost,
      device: deviceClass(userAgent),
      day,
    });
    if (!row) return { status: 400, error: { field: "path", message: "must be a path of this site" } };
    if (row.type === "use_tool" && !TOOL_PATHS.includes(row.path ?? "")) {
      return {
        status: 400,
        error: { field: "path", message: `must be one of the tools: ${TOOL_PATHS.join(", ")}` },
      };
    }
    writer.add(row);
    return ACCEPTED;
  }

  /** The node:http listener for EVENTS_PATH. */
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let result: IngestAnswer;
    try {
      result = await answer(req);
    } catch (error) {
      services.logger.error({ err: error, path: EVENTS_PATH }, "usage event could not be taken");
      result = { status: 500, error: { field: null, message: "Internal server error" } };
    }
    const headers: Record<string, string | number> = { ...API_SECURITY_HEADERS, "Cache-Control": "no-store" };
    // A body we did not read to the end is not drained: the connection closes instead.
    if (result.status === 413 || result.status === 405) headers.Connection = "close";
    if (result.status === 405) headers.Allow = "POST";
    if (!result.error) {
      res.writeHead(result.status, headers);
      res.end();
      return;
    }
    const text = JSON.stringify({ error: result.error });
    res.writeHead(result.status, {
      ...headers,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(text),
    });
    res.end(text);
  }

  return {
    handle,
    /** Writes the events collected so far (tests; the timer does it every few seconds). */
    flush: () => writer.flush(),
    /** Stops the timer and writes what is left: call at shutdown, before the database closes. */
    close: () => writer.stop(),
  };
}

export type EventIngestion = ReturnType<typeof createEventIngestion>;
