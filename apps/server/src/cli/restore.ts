// `npm run restore -- <file>`: a backup (the admin panel's download, GET /api/admin/backup) into an
// empty DATA_DIR, which a server then opens as its embedded database.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadConfig } from '../config';
import { restoreBackup, type RestoreSummary } from '../modules/backup';

const usage = 'Usage: npm run restore -- <backup file (.tar.gz)>   (into the DATA_DIR the server uses)';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function report(file: string, summary: RestoreSummary): string[] {
  const { ledger } = summary;
  const contents = [
    counted(summary.users, 'user', 'users'),
    counted(summary.picks, 'pick', 'picks'),
    counted(summary.ledgerEntries, 'ledger entry', 'ledger entries'),
  ];
  return [
    `Restored ${basename(file)} into ${summary.dataDir}`,
    `  ${contents.join(', ')}`,
    `  ledger head #${ledger.seq} ${ledger.hash.slice(0, 12)}: ${ledger.ok ? 'verified' : 'DOES NOT VERIFY (see GET /api/record/ledger/verify once the server runs)'}`,
    summary.migrationsApplied.length > 0
      ? `  brought up to this version: ${summary.migrationsApplied.length} migrations applied`
      : '  already at this version',
    'Start the server with this DATA_DIR to serve it.',
  ];
}

async function main(args: string[]): Promise<number> {
  const files = args.filter((arg) => arg !== '--');
  const [file] = files;
  if (!file || files.length > 1) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    return 1;
  }
  const summary = await restoreBackup({
    file: bytes,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
  });
  for (const line of report(file, summary)) console.log(line);
  return summary.ledger.ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
