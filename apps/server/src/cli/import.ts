// `npm run import -- <source> [--sport nba|nfl|nhl] <file|url|dir>...`: history CSVs into historical_matches.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type HistoryImportSummary, HistoryImportSourceSchema, SportSchema } from '@arcade/contracts';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/runtime-role';
import { decodeCsv, importHistory, type ImportInput } from '../modules/history';

const usage = [
  'Usage: npm run import -- <source> [--sport nba|nfl|nhl] <file|url|dir>...',
  `  source: ${HistoryImportSourceSchema.options.join(' | ')}`,
  '  a folder imports every .csv in it; --sport is needed only for OddsPortal files without game URLs',
].join('\n');

const isUrl = (target: string) => /^https?:\/\//i.test(target);

/** Each target as files: a folder gives its .csv files in name order. */
function expand(targets: string[]): string[] {
  return targets.flatMap((target) =>
    !isUrl(target) && statSync(target, { throwIfNoEntry: false })?.isDirectory()
      ? readdirSync(target)
          .filter((name) => name.toLowerCase().endsWith('.csv'))
          .sort()
          .map((name) => join(target, name))
      : [target],
  );
}

function describe(target: string, summary: HistoryImportSummary): string[] {
  const head =
    `${target}: ${summary.source} ${summary.sport}, ${summary.rows} rows: ${summary.inserted} inserted, ` +
    `${summary.updated} updated, ${summary.skipped} skipped` +
    (summary.duplicates > 0 ? ` (${summary.duplicates} repeated rows)` : '');
  const unmapped = summary.unmapped.map(
    (u) => `  unmapped ${u.league}: '${u.name}' in ${u.count} row${u.count === 1 ? '' : 's'}`,
  );
  const problems = summary.skippedRows.map((s) => `  line ${s.line}: ${s.reason}`);
  return [head, ...unmapped, ...problems];
}

function parseArgs(
  args: string[],
): { input: Pick<ImportInput, 'source' | 'sport'>; targets: string[] } | null {
  const rest = [...args];
  const sportAt = rest.indexOf('--sport');
  const sportValue = sportAt >= 0 ? rest.splice(sportAt, 2)[1] : undefined;
  const [rawSource, ...targets] = rest;
  const source = HistoryImportSourceSchema.safeParse(rawSource);
  const sport = sportValue === undefined ? undefined : SportSchema.safeParse(sportValue);
  if (!source.success || (sport && !sport.success) || targets.length === 0) return null;
  if (targets.some((t) => t.startsWith('--'))) return null;
  return { input: { source: source.data, sport: sport?.data }, targets };
}

async function main(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if (!parsed) {
    console.error(usage);
    return 2;
  }
  const files = expand(parsed.targets);
  // Opening the embedded database fails with a clear message while a server holds it.
  const config = loadConfig();
  const database = await openDatabase(config);
  let failed = 0;
  try {
    await migrateDatabase(database, config.databaseMigrationUrl);
    for (const target of files) {
      try {
        const input: ImportInput = isUrl(target)
          ? { ...parsed.input, url: target }
          : { ...parsed.input, text: decodeCsv(readFileSync(target)) };
        for (const line of describe(target, await importHistory(database.db, input))) console.log(line);
      } catch (error) {
        failed += 1;
        console.error(`${target}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await database.close();
  }
  if (failed > 0) console.error(`${failed} of ${files.length} imports failed`);
  return failed > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
