import { useLoaderData } from "react-router";
import { servicesContext } from "../../context.ts";
import { requireArea } from "../../server/admin/require-admin.server.ts";
import { mailerFor, outboxFolder } from "../../server/mail/mailer.server.ts";
import { listOutbox } from "../../server/mail/outbox.server.ts";
import type { Route } from "./+types/outbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireArea(request, context, "outbox");
  const { config } = context.get(servicesContext);
  return {
    smtp: mailerFor(config).kind === "smtp",
    messages: (await listOutbox(outboxFolder(config))).map(({ id, to, subject, date }) => ({
      id,
      to,
      subject,
      date,
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Outbox | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Outbox() {
  const { smtp, messages } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Outbox</h1>
      <p className="mt-2 text-slate-700">
        {smtp
          ? "E-mail goes out through the SMTP server. Messages written here before it was set up are still listed."
          : "No SMTP server is set up, so e-mail is not sent: each message is kept here instead, newest first."}
      </p>
      {messages.length === 0 ? (
        <p className="mt-6 text-slate-700">No messages.</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
          {messages.map((message) => (
            <li key={message.id} className="py-3">
              <a href={`/admin/outbox/${message.id}`} className="font-semibold text-brand-800 underline">
                {message.subject || "(no subject)"}
              </a>
              <p className="text-sm text-slate-700">
                To <span className="break-all">{message.to}</span>, {message.date}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
