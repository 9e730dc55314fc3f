// npm run mail:confirmation-reminders — e-mails the representatives of each clinic whose last confirmation of its
// listing is 11 months old or more, once per confirmation. Exit codes: 0 done, 1 database or mail error, 2 usage.
import { sendConfirmationReminders } from "../app/server/claims/confirmations.server.ts";
import { openReadyDatabase } from "../app/server/db/setup.server.ts";
import { mailerFor } from "../app/server/mail/mailer.server.ts";
import { readScriptArguments, usageError } from "./script-args.ts";
import { loadScriptConfig, withDatabase } from "./script-database.ts";

readScriptArguments({
  usage: "npm run mail:confirmation-reminders",
  help: `Reminds the representatives of each clinic whose listing was last confirmed 11 months ago or more (by
"Still correct" or approved changes; a clinic that never confirmed counts from the approval of its first
representative) to check it again, with a link to SITE_URL/admin/manage. Each confirmation is reminded
once; the database remembers which. Mail goes through the SMTP server in SMTP_URL or SMTP_HOST, or into
MAIL_OUTBOX_DIR when none is set. Run it daily, for example from cron.`,
});
const config = loadScriptConfig(usageError);

try {
  await withDatabase(openReadyDatabase(config.DATABASE_URL, { missingFile: "refuse" }), async (handle) => {
    const mailer = mailerFor(config);
    const outcome = await sendConfirmationReminders(handle.db, mailer, {
      siteName: config.SITE_NAME,
      siteUrl: config.SITE_URL,
    });
    console.log(
      outcome.clinics === 0
        ? "No listing is due for a reminder; nothing sent."
        : `Reminded ${outcome.clinics} clinic(s): ${outcome.messages} message(s) (${
            mailer.kind === "smtp" ? "SMTP" : "outbox"
          }).`,
    );
  });
} catch (error) {
  console.error(`The reminders were not all sent: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
