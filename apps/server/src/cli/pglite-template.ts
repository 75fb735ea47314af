// Run by the server's build (after tsup): writes the embedded database's template beside dist/server.js.
import { defaultTemplateDir } from '../db/pglite-template';
import { writeTemplate } from '../db/pglite-template-writer';

const started = Date.now();
const { bytes } = await writeTemplate(process.argv[2] ?? defaultTemplateDir());
console.log(
  `embedded database template: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
