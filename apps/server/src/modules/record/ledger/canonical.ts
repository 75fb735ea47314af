import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/** The hash before the first entry: 64 zeros. */
export const ZERO_HASH = '0'.repeat(64);

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A value the ledger may hold: strings, integers (seq), booleans, null and objects of them. */
export type LedgerValue = string | number | boolean | null | { [key: string]: LedgerValue };

/** RFC 8785 canonical JSON: keys sorted by UTF-16 code units, no whitespace, ECMAScript strings. */
export function canonicalJson(value: LedgerValue): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('the ledger cannot hold this value');
  return text;
}

/** `hash_n = sha256_hex(hash_{n−1} + entry_n)`. */
export const chainHash = (previousHash: string, entry: string): string => sha256Hex(previousHash + entry);

/** A commitment to details: `sha256_hex(canonical(details))`. */
export const commitmentOf = (details: LedgerValue): string => sha256Hex(canonicalJson(details));

/** The plain decimal digits of a JavaScript number, exponent notation expanded (`1e-7` → `0.0000001`). */
function plainDecimal(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/i.exec(text);
  if (!match) return text;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A decimal as a numeric column of this scale stores it: rounded half away from zero, with exactly
 * `scale` decimals, as PostgreSQL does with the text drizzle sends (`String(value)`). `2.1` at scale
 * 4 is `"2.1000"`; `-0.004` at scale 2 is `"0.00"` (numeric has no negative zero).
 */
export function decimalText(value: number | string, scale: number): string {
  const text = typeof value === 'number' ? plainDecimal(value) : value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole = '', fraction = ''] = match;
  let units = BigInt(`${whole || '0'}${fraction.slice(0, scale).padEnd(scale, '0')}`);
  if ((fraction[scale] ?? '0') >= '5') units += 1n;
  const digits = units.toString().padStart(scale + 1, '0');
  const body = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return sign === '-' && units !== 0n ? `-${body}` : body;
}
