/** The parts of a JSON Schema (2020-12, as OpenAPI 3.1 uses) the page shows. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  description?: string;
}

interface Content {
  schema?: Schema;
}

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, Content> };
  responses?: Record<string, { description?: string; content?: Record<string, Content> }>;
  'x-access'?: string;
}

interface DocsDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options', 'head'] as const;
const MAX_DEPTH = 7;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `code` spans only: the description is the server's own text. */
const inline = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function constraints(schema: Schema): string[] {
  const out: string[] = [];
  if (schema.format) out.push(schema.format);
  if (schema.enum) out.push(`one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`);
  if (schema.const !== undefined) out.push(`= ${JSON.stringify(schema.const)}`);
  // zod's int() states the safe-integer range on every integer: noise on a page.
  if (schema.minimum !== undefined && schema.minimum !== -Number.MAX_SAFE_INTEGER)
    out.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) out.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined && schema.maximum !== Number.MAX_SAFE_INTEGER)
    out.push(`≤ ${schema.maximum}`);
  if (schema.exclusiveMaximum !== undefined) out.push(`< ${schema.exclusiveMaximum}`);
  if (schema.minLength !== undefined) out.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) out.push(`max length ${schema.maxLength}`);
  if (schema.minItems !== undefined) out.push(`min ${schema.minItems} items`);
  if (schema.maxItems !== undefined) out.push(`max ${schema.maxItems} items`);
  // A format (uuid, email…) comes with zod's pattern for it: the format says it.
  if (schema.pattern && !schema.format) out.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) out.push(`default ${JSON.stringify(schema.default)}`);
  return out;
}

function typeName(schema: Schema): string {
  if (schema.$ref) return schema.$ref.split('/').pop() ?? 'ref';
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.map(typeName).join(' | ');
  if (schema.allOf) return 'all of';
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.type === 'array') return `array of ${schema.items ? typeName(schema.items) : 'any'}`;
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.enum) return 'enum';
  return 'any';
}

/** The children a schema shows nested: an object's properties, an array's item object, union branches. */
function children(schema: Schema, depth: number): string {
  if (depth >= MAX_DEPTH) return '';
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    const items = Object.entries(schema.properties).map(([name, child]) =>
      node(name, child, required.has(name), depth + 1),
    );
    if (typeof schema.additionalProperties === 'object') {
      items.push(node('[key]', schema.additionalProperties, false, depth + 1));
    }
    return `<ul class="tree">${items.join('')}</ul>`;
  }
  if (schema.type === 'object' && typeof schema.additionalProperties === 'object') {
    return `<ul class="tree">${node('[key]', schema.additionalProperties, false, depth + 1)}</ul>`;
  }
  if (schema.items) return children(schema.items, depth);
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches?.some((branch) => branch.properties || branch.items?.properties)) {
    const items = branches.map((branch, index) => node(`variant ${index + 1}`, branch, false, depth + 1));
    return `<ul class="tree">${items.join('')}</ul>`;
  }
  return '';
}

function node(name: string, schema: Schema, required: boolean, depth: number): string {
  const notes = constraints(schema);
  return `<li><span class="name">${escape(name)}</span>${required ? '<span class="req" title="required">*</span>' : ''} <span class="type">${escape(typeName(schema))}</span>${
    notes.length ? ` <span class="notes">${escape(notes.join(' · '))}</span>` : ''
  }${schema.description ? ` <span class="desc">${escape(schema.description)}</span>` : ''}${children(schema, depth)}</li>`;
}

function schemaBlock(schema: Schema | undefined): string {
  if (!schema) return '<p class="muted">No schema.</p>';
  const nested = children(schema, 0);
  const notes = constraints(schema);
  return `<div class="schema"><span class="type">${escape(typeName(schema))}</span>${
    notes.length ? ` <span class="notes">${escape(notes.join(' · '))}</span>` : ''
  }${nested}</div>`;
}

function contentBlocks(content: Record<string, Content> | undefined): string {
  if (!content) return '<p class="muted">No body.</p>';
  return Object.entries(content)
    .map(([type, { schema }]) => `<div class="ctype">${escape(type)}</div>${schemaBlock(schema)}`)
    .join('');
}

function parametersBlock(operation: Operation): string {
  const parameters = operation.parameters ?? [];
  if (parameters.length === 0) return '';
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code>${p.required ? '<span class="req">*</span>' : ''}</td><td>${escape(p.in)}</td><td>${escape(
          p.schema ? typeName(p.schema) : '',
        )}</td><td class="notes">${escape(p.schema ? constraints(p.schema).join(' · ') : '')}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>type</th><th>constraints</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationCard(method: string, path: string, operation: Operation): string {
  const access = operation['x-access'] ?? 'public';
  const pathHtml = escape(path).replace(/\{(\w+)\}/g, '<span class="param">{$1}</span>');
  const responses = Object.entries(operation.responses ?? {})
    .map(
      ([status, response]) =>
        `<div class="status s${status[0]}">${escape(status)}</div>${contentBlocks(response.content)}`,
    )
    .join('');
  return `<details class="op" id="${slug(`${method} ${path}`)}"><summary><span class="method ${method}">${method.toUpperCase()}</span><code class="path">${pathHtml}</code><span class="access ${escape(access)}">${escape(access)}</span><span class="summary">${escape(operation.summary ?? '')}</span></summary><div class="body">${parametersBlock(operation)}${
    operation.requestBody ? `<h4>Request body</h4>${contentBlocks(operation.requestBody.content)}` : ''
  }<h4>Responses</h4>${responses || '<p class="muted">Not documented.</p>'}</div></details>`;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#e2e8f0;background:#0b1120}
a{color:#7dd3fc;text-decoration:none}code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em}
header{padding:20px 32px;background:linear-gradient(90deg,#0f172a,#1e293b);border-bottom:1px solid #1f2a44;display:flex;align-items:baseline;gap:16px;flex-wrap:wrap}
header h1{margin:0;font-size:22px}header .ver{color:#94a3b8}header .json{margin-left:auto}
.layout{display:grid;grid-template-columns:240px 1fr;gap:0}nav{position:sticky;top:0;align-self:start;height:100vh;overflow:auto;padding:20px 16px;border-right:1px solid #1f2a44}
nav a{display:flex;justify-content:space-between;padding:4px 8px;border-radius:6px;color:#cbd5e1}nav a:hover{background:#1e293b}nav .count{color:#64748b}
main{padding:24px 32px;max-width:1100px}.intro p{margin:.4em 0;color:#cbd5e1}.intro code,.body code{background:#1e293b;padding:1px 5px;border-radius:4px}
h2{margin:32px 0 12px;font-size:18px;border-bottom:1px solid #1f2a44;padding-bottom:6px}h4{margin:14px 0 6px;font-size:13px;text-transform:uppercase;letter-spacing:.05em;color:#94a3b8}
.op{border:1px solid #1f2a44;border-radius:10px;margin:8px 0;background:#0f172a}.op[open]{border-color:#334155}
.op>summary{display:flex;align-items:center;gap:12px;padding:10px 14px;cursor:pointer;list-style:none}.op>summary::-webkit-details-marker{display:none}
.method{font:700 12px ui-monospace,monospace;min-width:62px;text-align:center;padding:4px 0;border-radius:6px;color:#0b1120}
.get{background:#38bdf8}.post{background:#4ade80}.patch{background:#facc15}.put{background:#fb923c}.delete{background:#f87171}
.path{font-size:14px;color:#f1f5f9}.param{color:#fbbf24}.summary{color:#94a3b8;font-size:14px}
.access{font-size:11px;font-weight:600;text-transform:uppercase;padding:2px 8px;border-radius:999px;border:1px solid}
.access.public{color:#4ade80;border-color:#166534}.access.user{color:#38bdf8;border-color:#075985}.access.admin{color:#f87171;border-color:#991b1b}
.body{padding:4px 18px 16px;border-top:1px solid #1f2a44}.schema{background:#0b1120;border:1px solid #1f2a44;border-radius:8px;padding:10px 12px;margin:6px 0}
.tree{list-style:none;margin:4px 0 0;padding-left:18px;border-left:1px dashed #334155}.tree li{margin:3px 0}
.name{font-family:ui-monospace,monospace;color:#f1f5f9}.type{font-family:ui-monospace,monospace;color:#a78bfa}.notes{color:#64748b;font-size:13px}.desc{color:#94a3b8;font-size:13px}
.req{color:#f87171;margin-left:2px}.ctype{color:#64748b;font-size:12px;margin-top:6px}.status{display:inline-block;font:600 12px ui-monospace,monospace;padding:2px 8px;border-radius:6px;margin-top:8px}
.s2{background:#14532d;color:#bbf7d0}.s3{background:#1e3a8a;color:#bfdbfe}.s4{background:#78350f;color:#fde68a}.s5{background:#7f1d1d;color:#fecaca}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{text-align:left;padding:5px 8px;border-bottom:1px solid #1f2a44}th{color:#94a3b8;font-weight:500}
.muted{color:#64748b;margin:4px 0}.legend{display:flex;gap:10px;margin:12px 0;align-items:center;color:#94a3b8;font-size:13px}
@media (max-width:800px){.layout{grid-template-columns:1fr}nav{display:none}main{padding:16px}}
`;

/** The whole document as one HTML page: grouped by tag, each operation folded, no script at all. */
export function renderDocsPage(doc: DocsDocument, jsonPath: string): string {
  const groups = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      groups.set(tag, [...(groups.get(tag) ?? []), operationCard(method, path, operation)]);
    }
  }
  const nav = [...groups]
    .map(([tag, ops]) => `<a href="#${slug(tag)}">${escape(tag)}<span class="count">${ops.length}</span></a>`)
    .join('');
  const sections = [...groups]
    .map(([tag, ops]) => `<section id="${slug(tag)}"><h2>${escape(tag)}</h2>${ops.join('')}</section>`)
    .join('');
  const intro = (doc.info.description ?? '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${inline(line)}</p>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(doc.info.title)}</title><style>${STYLE}</style></head><body><header><h1>${escape(doc.info.title)}</h1><span class="ver">v${escape(doc.info.version)} · OpenAPI ${escape(doc.openapi)}</span><a class="json" href="${escape(jsonPath)}">OpenAPI document (JSON)</a></header><div class="layout"><nav>${nav}</nav><main><div class="intro">${intro}<div class="legend">Access: <span class="access public">public</span><span class="access user">user</span><span class="access admin">admin</span> · <span class="req">*</span> required</div></div>${sections}</main></div></body></html>`;
}
