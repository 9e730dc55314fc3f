import { createContext } from "react-router";
import { clientAddressOf, type ProxyTrust } from "../http/client-address.server.ts";

/**
 * The TCP peer's address of the request being rendered, set by the server in the router context when it
 * knows it. Route modules see only the Fetch request, which has no socket.
 */
export const peerAddressContext = createContext<string | null>(null);

/**
 * The client a sign-in attempt counts against, computed as the rate limits compute it (clientAddressOf,
 * TRUSTED_PROXIES and TRUSTED_PROXY_HEADER). Null when it cannot be known: no peer address and no trusted proxy
 * whose header names it.
 */
export function signInClient(headers: Headers, peerAddress: string | null, trust: ProxyTrust): string | null {
  if (peerAddress === null && trust.hops === 0) return null;
  const address = clientAddressOf(peerAddress ?? "", headers.get(trust.header), trust);
  return address === "" ? null : address;
}
