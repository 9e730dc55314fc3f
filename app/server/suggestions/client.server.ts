import type { RouterContextProvider } from "react-router";
import { peerAddressContext, signInClient } from "../admin/client-identity.server.ts";
import type { ProxyTrust } from "../http/client-address.server.ts";

/**
 * Who the hourly share of corrections counts, with the same rule as the rate limits and the sign-in lock-out
 * (the peer, or with trusted proxies the entry that many hops back in the header they append to). Where the server has
 * not set the peer's address in the router context and no proxy names it, every request counts as one
 * client, so the limit still holds, for everyone together.
 */
export function requestClient(
  request: Request,
  context: Readonly<RouterContextProvider>,
  trust: ProxyTrust,
): string {
  return signInClient(request.headers, context.get(peerAddressContext), trust) ?? "unidentified";
}
