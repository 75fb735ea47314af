import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';

/**
 * Answers the addresses a download may connect to for a host name, or throws. The default allows
 * public addresses only; tests inject one that points a name at a fake server on loopback.
 */
export type ResolveHost = (hostname: string) => Promise<string[]>;

type Range = readonly [base: number, bits: number];

const ipv4 = (a: number, b: number, c: number, d: number) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

/** IPv4 ranges that are not the public internet (RFC 6890 and friends). */
const NON_PUBLIC_V4: readonly Range[] = [
  [ipv4(0, 0, 0, 0), 8], // "this network", 0.0.0.0
  [ipv4(10, 0, 0, 0), 8], // private
  [ipv4(100, 64, 0, 0), 10], // carrier-grade NAT
  [ipv4(127, 0, 0, 0), 8], // loopback
  [ipv4(169, 254, 0, 0), 16], // link-local (cloud metadata lives here)
  [ipv4(172, 16, 0, 0), 12], // private
  [ipv4(192, 0, 0, 0), 24], // IETF protocol assignments
  [ipv4(192, 0, 2, 0), 24], // documentation
  [ipv4(192, 88, 99, 0), 24], // 6to4 relay
  [ipv4(192, 168, 0, 0), 16], // private
  [ipv4(198, 18, 0, 0), 15], // benchmarking
  [ipv4(198, 51, 100, 0), 24], // documentation
  [ipv4(203, 0, 113, 0), 24], // documentation
  [ipv4(224, 0, 0, 0), 4], // multicast
  [ipv4(240, 0, 0, 0), 4], // reserved, broadcast
];

function parseIpv4(address: string): number | undefined {
  const parts = address.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return undefined;
  const [a, b, c, d] = parts as [number, number, number, number];
  return ipv4(a, b, c, d);
}

function inRange(value: number, [base, bits]: Range): boolean {
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return (value & mask) >>> 0 === (base & mask) >>> 0;
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a dotted IPv4 tail), or undefined. */
function parseIpv6(address: string): number[] | undefined {
  const text = address.split('%')[0] ?? '';
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  let body = text;
  const extra: number[] = [];
  if (tail?.[1]) {
    const v4 = parseIpv4(tail[1]);
    if (v4 === undefined) return undefined;
    extra.push(v4 >>> 16, v4 & 0xffff);
    body = text.slice(0, -tail[1].length);
    if (body.endsWith(':') && !body.endsWith('::')) body = body.slice(0, -1);
  }
  const halves = body.split('::');
  if (halves.length > 2) return undefined;
  const groups = (half: string | undefined) => (half ? half.split(':').map((g) => parseInt(g, 16)) : []);
  const head = groups(halves[0]);
  const rest = [...groups(halves[1]), ...extra];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return undefined;
  const all = [...head, ...Array<number>(halves.length === 1 ? 0 : missing).fill(0), ...rest];
  return all.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? all : undefined;
}

/**
 * Whether an IP address is on the public internet. IPv6 counts only inside global unicast 2000::/3,
 * without the ranges that embed or reach an IPv4 address another way (6to4, Teredo) or documentation;
 * that leaves out ::, ::1, IPv4-mapped ::ffff:0:0/96, unique-local fc00::/7, link-local fe80::/10 and
 * multicast ff00::/8.
 */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address.split('%')[0] ?? '');
  if (version === 4) {
    const value = parseIpv4(address);
    return value !== undefined && !NON_PUBLIC_V4.some((range) => inRange(value, range));
  }
  if (version !== 6) return false;
  const groups = parseIpv6(address);
  if (!groups) return false;
  const [first = 0, second = 0] = groups;
  if ((first & 0xe000) !== 0x2000) return false;
  if (first === 0x2002) return false; // 6to4
  if (first === 0x2001 && second === 0x0000) return false; // Teredo
  if (first === 0x2001 && second === 0x0db8) return false; // documentation
  if (first === 0x2001 && (second & 0xfff0) === 0x0010) return false; // ORCHID
  return true;
}

/** An IP literal in a URL's host (`[::1]` without its brackets), or undefined for a name. */
export function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : undefined;
}

type Lookup = (hostname: string) => Promise<{ address: string }[]>;

/** Resolves a host name and allows it only when every address it has is public. */
export function publicHostResolver(
  lookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true }),
): ResolveHost {
  return async (hostname) => {
    const addresses = (await lookup(hostname)).map((entry) => entry.address);
    if (addresses.length === 0) throw new Error(`${hostname} has no address`);
    const refused = addresses.find((address) => !isPublicAddress(address));
    if (refused) throw new Error(`${hostname} resolves to ${refused}, which is not a public address`);
    return addresses;
  };
}

/**
 * A socket `lookup` that connects only where `resolveHost` allows: the address checked is the address
 * connected to (no second resolution for a rebinding DNS server to change). An IP literal in a URL is
 * connected to without a lookup: check it with `literalAddress` and `isPublicAddress` first.
 */
export function lookupThrough(resolveHost: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    resolveHost(hostname).then(
      (addresses) => {
        const address = addresses[0] as string;
        const family = isIP(address);
        if (options.all) callback(null, [{ address, family }]);
        else callback(null, address, family);
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}
