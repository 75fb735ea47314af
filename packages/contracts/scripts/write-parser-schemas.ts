// Writes src/parsers.schema.json and src/account-parsers.schema.json: the JSON Schema of each answer the
// browser checks with src/parsers.ts and src/account-parsers.ts, from the server's own zod schemas. Run it
// after changing one of them (a web test fails until then): npm run contracts:schemas
import { writeFileSync } from 'node:fs';
import { toJSONSchema } from 'zod';
import { PARSER_SCHEMA_FILES } from '../src/parser-schemas';

for (const [name, group] of Object.entries(PARSER_SCHEMA_FILES)) {
  const file = new URL(`../src/${name}`, import.meta.url);
  const schemas = Object.fromEntries(
    Object.entries(group).map(([key, schema]) => [key, toJSONSchema(schema)]),
  );
  writeFileSync(file, `${JSON.stringify(schemas, null, 2)}\n`);
  console.log(`wrote ${file.pathname}`);
}
