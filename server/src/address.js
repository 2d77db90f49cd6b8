// Who a request comes from, for the limits per address (docs/online.md, "Attacks and what answers
// them").
import ipaddr from 'ipaddr.js';

/** Who a matchmaking request counts against: the connection's peer, or (behind a proxy that sets
 *  it, `trustProxy`) the X-Real-IP header. Colyseus's own `ip` also trusts X-Forwarded-For, which
 *  any client can send, so it is not used. An IPv4 address (IPv4-mapped IPv6 ones too) counts on
 *  its own; an IPv6 address by its /64 network, which one household or machine usually has whole
 *  (it could otherwise take a new address for every table). Parsed by ipaddr.js; anything else is
 *  its own key (at most 64 characters). */
export function requestAddress(req, trustProxy) {
  const header = trustProxy ? req?.headers?.['x-real-ip'] : undefined;
  const address = ((typeof header === 'string' && header.trim()) || req?.socket?.remoteAddress || 'unknown').slice(0, 64);
  try {
    const parsed = ipaddr.process(address);
    if (parsed.kind() === 'ipv4') return parsed.toString();
    return `${parsed.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
  } catch {
    return address;
  }
}
