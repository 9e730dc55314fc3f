import type { IncomingMessage } from "node:http";
import { createContext, type RouterContextProvider } from "react-router";
import { clientAddress } from "../http/client-address.server.ts";

/**
 * The peer address of the request, as the server saw its socket. A fetch Request does not carry it, so the
 * server that builds the router context sets this key (server/app.ts); null where it does not.
 */
export const peerAddressContext = createContext<string | null>(null);

/**
 * Who a per-client limit counts, with the same rule as the rate limits (client-address.server.ts): the peer,
 * or with trusted proxies the X-Forwarded-For entry that many hops back. Without a known peer and without
 * proxies every request counts as one client, so a limit still holds, for everyone together.
 */
export function requestClient(
  request: Request,
  context: Readonly<RouterContextProvider>,
  trustedProxies: number,
): string {
  const peer = context.get(peerAddressContext) ?? "";
  const forwarded = request.headers.get("x-forwarded-for") ?? undefined;
  const client = clientAddress(
    {
      socket: { remoteAddress: peer },
      headers: { "x-forwarded-for": forwarded },
    } as unknown as IncomingMessage,
    trustedProxies,
  );
  return client || "unidentified";
}
