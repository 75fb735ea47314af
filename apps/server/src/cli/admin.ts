// `npm run admin -- promote <email>`: makes an existing account an admin.
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/runtime-role';
import { promoteToAdmin } from '../modules/auth';

const usage = 'Usage: npm run admin -- promote <email>';

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'promote' || !email) {
    console.error(usage);
    return 2;
  }
  // Opening the embedded database fails with a clear message while a server holds it.
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database, config.databaseMigrationUrl);
    if (!(await promoteToAdmin(database.db, email))) {
      console.error(`No account with the email ${email}. Sign up first, then promote it.`);
      return 1;
    }
    console.log(`${email} is now an admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
