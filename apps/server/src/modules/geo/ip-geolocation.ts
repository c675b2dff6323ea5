import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { type CountryCode, countryCodeSchema } from '@adcontrol/domain/shared/enums';

/** Finds the country of an IP address (ARCHITECTURE 8: an interface, an HTTP service and an offline default). */
export interface IpGeolocation {
  /** ISO 3166-1 alpha-2 code, or null when unknown; never throws. */
  countryOf(ip: string): Promise<string | null>;
}

/**
 * Addresses that belong to no country and that the server never fetches from: private, loopback, link-local,
 * shared (CGNAT), documentation, multicast, and NAT64 forms of IPv4 addresses. (IPv4-mapped IPv6 forms need no rule of their own: a BlockList
 * matches `::ffff:127.0.0.1` against the IPv4 rules, and a `::ffff:0:0/96` rule would match every IPv4 address.)
 */
const NON_PUBLIC = new BlockList();
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
  ['224.0.0.0', 3],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** `::ffff:200.1.2.3` (an IPv4 client seen through a dual-stack socket) is the IPv4 address it wraps. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

export function isPublicIp(ip: string): boolean {
  const address = normaliseIp(ip);
  if (isIPv4(address)) return !NON_PUBLIC.check(address, 'ipv4');
  if (isIPv6(address)) return !NON_PUBLIC.check(address, 'ipv6');
  return false;
}

/**
 * The market a new account defaults to: the country of the creating request's address when the network sells
 * there, otherwise none (a country outside the markets would not be a valid account country).
 */
export async function marketOfIp(
  geolocation: IpGeolocation,
  ip: string | undefined,
): Promise<CountryCode | null> {
  if (!ip || !isPublicIp(ip)) return null;
  const country = await geolocation.countryOf(normaliseIp(ip));
  const parsed = countryCodeSchema.safeParse(country?.toUpperCase());
  return parsed.success ? parsed.data : null;
}
