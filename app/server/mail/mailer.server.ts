import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config.server.ts";
import { newOutboxName } from "./outbox.server.ts";

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text: every message this site sends is text. */
  text: string;
}

export interface Mailer {
  /** "smtp": handed to the SMTP server; "outbox": written as an .eml file to the outbox folder. */
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

type MailConfig = Pick<
  Config,
  "SMTP_URL" | "SMTP_HOST" | "SMTP_PORT" | "SMTP_USER" | "SMTP_PASSWORD" | "MAIL_FROM" | "MAIL_OUTBOX_DIR"
>;

export function outboxFolder(config: Pick<Config, "MAIL_OUTBOX_DIR">): string {
  return resolve(config.MAIL_OUTBOX_DIR);
}

function smtpTransport(config: MailConfig) {
  if (config.SMTP_URL) return nodemailer.createTransport(config.SMTP_URL);
  if (!config.SMTP_HOST) return null;
  return nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_PORT === 465,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? "" } : undefined,
  });
}

/**
 * The one mailer: SMTP when SMTP_URL or SMTP_HOST is set, otherwise the outbox folder, where each message is
 * written as an .eml file exactly as it would have been sent (nodemailer builds it either way).
 */
export function createMailer(config: MailConfig): Mailer {
  const smtp = smtpTransport(config);
  if (smtp) {
    return {
      kind: "smtp",
      async send(message) {
        await smtp.sendMail({ from: config.MAIL_FROM, ...message });
      },
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const folder = outboxFolder(config);
  return {
    kind: "outbox",
    async send(message) {
      const built = await builder.sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, newOutboxName()), built.message as Buffer, { flag: "wx" });
    },
  };
}

const mailers = new WeakMap<object, Mailer>();

/** One mailer per configuration (the server's, a script's). */
export function mailerFor(config: MailConfig): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = createMailer(config);
    mailers.set(config, mailer);
  }
  return mailer;
}
