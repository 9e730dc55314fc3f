import type { IncomingMessage } from "node:http";
import { createContext } from "react-router";
import { clientAddress } from "../http/client-address.server.ts";

/**
 * The TCP peer's address of the request being rendered, set by the server in the router context when it
 * knows it. Route modules see only the Fetch request, which has no socket.
 */
export const peerAddressContext = createContext<string | null>(null);

/**
 * The client a sign-in attempt counts against, computed as the rate limits compute it (clientAddress,
 * TRUSTED_PROXIES). Null when it cannot be known: no peer address and no trusted proxy whose header names it.
 */
export function signInClient(
  headers: Headers,
  peerAddress: string | null,
  trustedProxies: number,
): string | null {
  if (peerAddress === null && trustedProxies === 0) return null;
  const forwarded = headers.get("x-forwarded-for");
  const request = {
    socket: { remoteAddress: peerAddress ?? "" },
    headers: forwarded === null ? {} : { "x-forwarded-for": forwarded },
  } as unknown as IncomingMessage;
  const address = clientAddress(request, trustedProxies);
  return address === "" ? null : address;
}
