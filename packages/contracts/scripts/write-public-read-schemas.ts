// Writes src/public-reads.schema.json: the JSON Schema of each answer a public page reads at first load,
// from the server's own zod schemas. Run it after changing one of them (a web test fails until then):
// npm run contracts:schemas
import { writeFileSync } from 'node:fs';
import { toJSONSchema } from 'zod';
import { PUBLIC_READ_SCHEMAS } from '../src/public-read-schemas';

const file = new URL('../src/public-reads.schema.json', import.meta.url);
const schemas = Object.fromEntries(
  Object.entries(PUBLIC_READ_SCHEMAS).map(([name, schema]) => [name, toJSONSchema(schema)]),
);
writeFileSync(file, `${JSON.stringify(schemas, null, 2)}\n`);
console.log(`wrote ${file.pathname}`);
