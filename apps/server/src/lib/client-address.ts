import { isIP } from 'node:net';

/** The hextets of an IPv6 address, all eight, or null when the text is not one. */
function hextets(address: string): number[] | null {
  const [head = '', tail, ...more] = address.split('::');
  if (more.length > 0) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((h) => Number.parseInt(h, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const missing = 8 - front.length - back.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...front, ...new Array<number>(tail === undefined ? 0 : missing).fill(0), ...back];
}

/**
 * The key a client's requests are counted under. An IPv4 address (or one written IPv4-mapped,
 * `::ffff:192.0.2.7`) is itself; an IPv6 address is its /64, the block one subscriber line or host is
 * given, so hopping between the 2^64 addresses of one's own block buys no fresh limits.
 */
export function clientAddressKey(ip: string): string {
  const version = isIP(ip);
  if (version === 4) return ip;
  if (version !== 6) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  // An embedded IPv4 tail sits in the low 64 bits, which the /64 drops.
  const groups = hextets(ip.replace(/:\d{1,3}(?:\.\d{1,3}){3}$/, ':0:0'));
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(':')}::/64`;
}
