import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "./mailer.server.ts";
import { isOutboxName, listOutbox, readOutboxMessage } from "./outbox.server.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function mailerInto(folder: string) {
  return createMailer({
    SMTP_URL: undefined,
    SMTP_HOST: undefined,
    SMTP_PORT: 587,
    SMTP_USER: undefined,
    SMTP_PASSWORD: undefined,
    MAIL_FROM: "TRT Clinic Finder <no-reply@example.com>",
    MAIL_OUTBOX_DIR: folder,
  });
}

describe("the outbox", () => {
  it("without SMTP settings writes each message as an .eml file that reads back as sent", async () => {
    const folder = join(mkdtempSync(join(tmpdir(), "trt-outbox-")), "outbox");
    folders.push(folder);
    const mailer = mailerInto(folder);
    expect(mailer.kind).toBe("outbox");
    const link = `https://clinics.example.org/admin/set-password?token=${"x".repeat(60)}`;
    await mailer.send({
      to: "ops@example.com",
      subject: "Reset your password — now",
      text: `Open:\n${link}\n`,
    });
    await mailer.send({ to: "two@example.com", subject: "Second", text: "Plain text" });
    const messages = await listOutbox(folder);
    expect(messages.map((m) => m.subject)).toEqual(["Second", "Reset your password — now"]);
    const first = messages[1];
    expect(first?.to).toBe("ops@example.com");
    expect(first?.from).toContain("no-reply@example.com");
    expect(first?.text).toContain(link);
    expect(await readOutboxMessage(folder, first?.id ?? "")).toEqual(first);
  });

  it("opens only names it made, never a path", async () => {
    const folder = mkdtempSync(join(tmpdir(), "trt-outbox-"));
    folders.push(folder);
    writeFileSync(join(folder, "notes.eml"), "Subject: not ours\n\nhello");
    expect(await listOutbox(folder)).toEqual([]);
    expect(await readOutboxMessage(folder, "../notes.eml")).toBeNull();
    expect(isOutboxName("2026-11-27T10-00-00-000Z-0a1b2c3d.eml")).toBe(true);
    expect(await listOutbox(join(folder, "missing"))).toEqual([]);
  });
});
