import { data, useLoaderData } from "react-router";
import { servicesContext } from "../../context.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { requireArea } from "../../server/admin/require-admin.server.ts";
import { outboxFolder } from "../../server/mail/mailer.server.ts";
import { readOutboxMessage } from "../../server/mail/outbox.server.ts";
import type { Route } from "./+types/outbox-message";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireArea(request, context, "outbox");
  const message = await readOutboxMessage(outboxFolder(context.get(servicesContext).config), params.id);
  if (!message)
    throw data("There is no such message in the outbox.", { status: 404, headers: ADMIN_HEADERS });
  return message;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.subject || "Message"} | Outbox | Admin` },
  { name: "robots", content: "noindex, nofollow" },
];

/** One message as it would have been read in a mail program; its links work. */
export default function OutboxMessage() {
  const message = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <a href="/admin/outbox" className="text-brand-800 underline">
          Outbox
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{message.subject || "(no subject)"}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 text-slate-800">
        <dt className="font-semibold">From</dt>
        <dd className="break-all">{message.from}</dd>
        <dt className="font-semibold">To</dt>
        <dd className="break-all">{message.to}</dd>
        <dt className="font-semibold">Date</dt>
        <dd>{message.date}</dd>
      </dl>
      <div className="mt-6 max-w-3xl whitespace-pre-wrap break-words rounded-lg border border-slate-200 p-4 text-slate-900">
        {linkify(message.text)}
      </div>
    </>
  );
}

/** The message's text with its http(s) addresses as links. */
function linkify(text: string) {
  return text.split(/(https?:\/\/[^\s<>"]+)/g).map((part, index) =>
    index % 2 === 1 ? (
      <a key={`${index}-${part}`} href={part} className="text-brand-800 underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
