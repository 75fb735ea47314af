// A second process for the data-dir lock test: opens the embedded database in argv[2] as the server
// does, says "open <pid>", and closes it when a line "close" arrives on stdin.
import { createInterface } from 'node:readline';
import { openDatabase } from '../../src/db/client';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-data-dir.ts <dataDir>');
const database = await openDatabase({ databaseUrl: undefined, dataDir });
await database.ping();
console.log(`open ${process.pid}`);
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (line.trim() === 'close') break;
}
lines.close();
process.stdin.destroy();
await database.close();
console.log('closed');
