import { createHash } from 'node:crypto';

/**
 * A second, independent reading of the ledger for the tests: its own canonical form (written here
 * for the ledger's fixed shapes — strings, integers, booleans, null and objects — keys sorted by
 * UTF-16 code units, JSON string escaping, no whitespace) and node:crypto's SHA-256. It shares no
 * code with the server's ledger, so a bug there cannot hide itself here.
 */
export type Json = string | number | boolean | null | { [key: string]: Json };

export function canonical(value: Json): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
    return String(value);
  }
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) throw new Error('the ledger holds no arrays');
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key] as Json)}`).join(',')}}`;
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface Row {
  seq: number;
  entry: string;
  hash: string;
}

export type Entry = { [key: string]: Json } & { seq: number; kind: string; pickId: string };

/**
 * Checks the chain from the first entry and every reveal against its commitments; answers the parsed
 * entries, or throws naming the first entry that fails.
 */
export function checkIndependently(rows: readonly Row[]): Entry[] {
  let previous = '0'.repeat(64);
  const entries: Entry[] = [];
  const commitments = new Map<string, string>();
  const sealed = new Map<string, Map<string, string>>();
  rows.forEach((row, index) => {
    if (row.seq !== index + 1) throw new Error(`entry ${row.seq}: expected seq ${index + 1}`);
    const entry = JSON.parse(row.entry) as Entry;
    if (canonical(entry) !== row.entry) throw new Error(`entry ${row.seq}: not canonical`);
    if (entry.seq !== row.seq) throw new Error(`entry ${row.seq}: carries seq ${entry.seq}`);
    if (sha256(previous + row.entry) !== row.hash) throw new Error(`entry ${row.seq}: hash does not chain`);
    previous = row.hash;
    if (entry.kind === 'publish') commitments.set(entry.pickId, entry.commitment as string);
    if (entry.kind === 'correction' && typeof entry.commitment === 'string') {
      const map = sealed.get(entry.pickId) ?? new Map<string, string>();
      map.set(String(entry.seq), entry.commitment);
      sealed.set(entry.pickId, map);
    }
    if (entry.kind === 'reveal') {
      const details = entry.details as { [key: string]: Json };
      if (sha256(canonical(details)) !== commitments.get(entry.pickId)) {
        throw new Error(`entry ${row.seq}: the details do not open the commitment`);
      }
      const openings = entry.corrections as { [key: string]: Json };
      const expected = sealed.get(entry.pickId) ?? new Map<string, string>();
      if (Object.keys(openings).sort().join() !== [...expected.keys()].sort().join()) {
        throw new Error(`entry ${row.seq}: opens other corrections than the sealed ones`);
      }
      for (const [seq, commitment] of expected) {
        if (sha256(canonical(openings[seq] as Json)) !== commitment) {
          throw new Error(`entry ${row.seq}: the opening of ${seq} does not match`);
        }
      }
    }
    entries.push(entry);
  });
  return entries;
}
