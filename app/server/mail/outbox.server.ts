import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * The outbox: messages written as .eml files when no SMTP server is set (mailer.server.ts), listed and read
 * in the admin area. A file's name starts with the time it was written, so names sort oldest first.
 */
export function newOutboxName(now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
}

/** Only names this module makes: nothing else in the folder, and no path, is ever opened. */
export function isOutboxName(name: string): boolean {
  return /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.eml$/.test(name);
}

export interface OutboxMessage {
  id: string;
  to: string;
  from: string;
  subject: string;
  date: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i] ?? "";
    const hex = soft.slice(i + 1, i + 3);
    if (ch === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

/** Reads a single-part text message as nodemailer writes one. */
export function parseMessage(id: string, raw: string): OutboxMessage {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8")
        : body;
  const header = (name: string) => decodeHeader(headers.get(name) ?? "");
  return {
    id,
    to: header("to"),
    from: header("from"),
    subject: header("subject"),
    date: header("date"),
    text: text.replace(/\r\n/g, "\n"),
  };
}

/** The outbox's messages, newest first (none when the folder does not exist yet). */
export async function listOutbox(folder: string, limit = 200): Promise<OutboxMessage[]> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  const newest = names.filter(isOutboxName).sort().reverse().slice(0, limit);
  return Promise.all(
    newest.map(async (name) => parseMessage(name, await readFile(join(folder, name), "utf8"))),
  );
}

/** One message by its file name, or null when there is no such message. */
export async function readOutboxMessage(folder: string, id: string): Promise<OutboxMessage | null> {
  if (!isOutboxName(id)) return null;
  try {
    return parseMessage(id, await readFile(join(folder, id), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
