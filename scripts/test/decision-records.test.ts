import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = resolve(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort()
  .map((name) => ({
    name,
    number: name.slice(0, 3),
    lines: readFileSync(join(folder, name), 'utf8').split('\n'),
  }));

/** `Status: accepted on YYYY-MM-DD…` or `Status: superseded on YYYY-MM-DD by NNN…`. */
const STATUS = /^Status: (?:accepted|superseded) on \d{4}-\d{2}-\d{2}\b/;

describe('the decision records', () => {
  it('are numbered without gaps, each titled with its number', () => {
    expect(records.map((record) => Number(record.number))).toEqual(records.map((_, i) => i + 1));
    for (const record of records)
      expect(record.lines[0], record.name).toMatch(new RegExp(`^# ${record.number} — `));
  });

  it.each(records.map((record) => [record.name, record] as const))(
    '%s starts with its status and date under the title',
    (_name, record) => {
      expect(record.lines[1]).toBe('');
      expect(record.lines[2]).toMatch(STATUS);
    },
  );

  it('says, in a superseded record, by which record; and that one says it supersedes it', () => {
    for (const record of records) {
      const status = record.lines[2] ?? '';
      const by = /^Status: superseded on \S+ by (\d{3})/.exec(status)?.[1];
      const supersedes = [...status.matchAll(/supersedes (\d{3})/g)].map((match) => match[1]);
      if (status.startsWith('Status: superseded')) expect(by, record.name).toMatch(/^\d{3}$/);
      if (by) {
        const successor = records.find((each) => each.number === by);
        expect(successor?.lines[2], `${record.name} → ${by}`).toContain(`supersedes ${record.number}`);
      }
      for (const number of supersedes) {
        const older = records.find((each) => each.number === number);
        expect(older?.lines[2], `${record.name} supersedes ${number}`).toMatch(
          new RegExp(`^Status: superseded on \\S+ by ${record.number}`),
        );
      }
    }
  });
});
