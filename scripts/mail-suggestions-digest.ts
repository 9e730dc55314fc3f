// npm run mail:suggestions-digest — e-mails every active admin the visitor suggestions that arrived since the
// last digest, and remembers this run. Exit codes: 0 done, 1 database or mail error, 2 usage.
import { openReadyDatabase } from "../app/server/db/setup.server.ts";
import { mailerFor } from "../app/server/mail/mailer.server.ts";
import { sendSuggestionsDigest } from "../app/server/mail/suggestions-digest.server.ts";
import { readScriptArguments, usageError } from "./script-args.ts";
import { loadScriptConfig, withDatabase } from "./script-database.ts";

readScriptArguments({
  usage: "npm run mail:suggestions-digest",
  help: `Sends each active admin one e-mail listing the visitor suggestions that arrived since the last digest
(every open one, the first time), through the SMTP server in SMTP_URL or SMTP_HOST, or into MAIL_OUTBOX_DIR
when none is set. With nothing new it sends nothing. Run it daily, for example from cron.`,
});
const config = loadScriptConfig(usageError);

try {
  await withDatabase(openReadyDatabase(config.DATABASE_URL, { missingFile: "refuse" }), async (handle) => {
    const mailer = mailerFor(config);
    const outcome = await sendSuggestionsDigest(handle.db, mailer, {
      siteName: config.SITE_NAME,
      siteUrl: config.SITE_URL,
    });
    const since = outcome.since ? `since ${outcome.since}` : "still open (first digest)";
    console.log(
      outcome.recipients === 0
        ? `${outcome.suggestions} suggestion(s) ${since}; no digest sent.`
        : `Sent ${outcome.suggestions} suggestion(s) ${since} to ${outcome.recipients} admin(s) (${
            mailer.kind === "smtp" ? "SMTP" : "outbox"
          }).`,
    );
  });
} catch (error) {
  console.error(`The digest was not sent: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
