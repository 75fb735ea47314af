import { isIP } from 'node:net';

/** Whom to believe about the client's address: nobody, the last N hops, or these proxies. */
export type TrustProxy = false | number | string[];

/** proxy-addr's (Fastify's) names for address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (NAMED_RANGES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: unset, `false` or `0` trusts no X-Forwarded-For; a number trusts that many
 * hops in front of the server; otherwise a comma-separated list of proxy addresses or CIDR ranges.
 * `true` is refused: trusting every hop lets any client pick the address rate limits count by.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const text = raw?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return { value: false };
  if (text === 'true') {
    return { error: 'true would trust any X-Forwarded-For; give a hop count (e.g. 1) or proxy addresses' };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 20 ? { value: hops } : { error: 'a hop count must be at most 20' };
  }
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
  const bad = items.filter((item) => !isAddressOrRange(item));
  if (items.length === 0 || bad.length > 0) {
    return { error: `not a hop count or addresses/CIDRs: ${bad.join(', ') || text}` };
  }
  return { value: items };
}

/** Fastify's option: a hop count becomes proxy-addr's own rule, "the first N hops" (its types lack numbers). */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
