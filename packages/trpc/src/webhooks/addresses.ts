import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE allows it (SSRF): private (RFC 1918, unique local),
 * loopback, link-local (cloud metadata at 169.254.169.254 among them), carrier-grade NAT, unspecified, multicast,
 * reserved and documentation ranges, and IPv4 addresses mapped or translated into IPv6.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv6 address carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex?.[1] || !hex[2]) return null;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Is this IP address one a webhook may not reach (private, loopback, link-local, reserved)? */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  const inner = embeddedIpv4(address);
  if (inner) return BLOCKED.check(inner, 'ipv4');
  return BLOCKED.check(address, 'ipv6');
}

/** A URL's host without the brackets of an IPv6 literal. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

export type Resolution =
  | { ok: true; addresses: { address: string; family: number }[] }
  | { ok: false; reason: 'private' | 'unresolved' };

/**
 * The addresses a host resolves to now, refused when any is private (a name that resolves to a public and a private
 * address could reach either). An IP literal is checked as it is.
 */
export async function resolveHost(host: string, allowPrivate: boolean): Promise<Resolution> {
  const family = isIP(host);
  let addresses: { address: string; family: number }[];
  if (family !== 0) addresses = [{ address: host, family }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      return { ok: false, reason: 'unresolved' };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolved' };
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) return { ok: false, reason: 'private' };
  return { ok: true, addresses };
}
