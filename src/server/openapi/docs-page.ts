import { escapeHtml as esc } from '../escape-html';

// The OpenAPI document as a page people read: every operation with its parameters, body and
// answers, written on the server from the same document. No script and no CDN (the site's CSP
// allows neither), only an inline style sheet; every text from the document is escaped.

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  contentMediaType?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

interface Media {
  schema?: JsonSchema;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Array<{
    name: string;
    in: string;
    required?: boolean;
    description?: string;
    schema?: JsonSchema;
  }>;
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { description?: string; content?: Record<string, Media> }>;
}

export interface DocsPageDocument {
  info: { title: string; version: string; description?: string };
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Partial<Record<string, Operation>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
// Deep enough for every schema of the API; a deeper (or recursive) one is cut short, not looped.
const MAX_DEPTH = 10;

export function renderDocsPage(document: DocsPageDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
  const tagNames = [
    ...(document.tags ?? []).map((tag) => tag.name),
    ...operations.flatMap((entry) => entry.operation.tags ?? ['other']),
  ].filter((name, index, all) => all.indexOf(name) === index);
  const groups = tagNames
    .map((name) => ({
      name,
      description: document.tags?.find((tag) => tag.name === name)?.description,
      operations: operations.filter((entry) => (entry.operation.tags?.[0] ?? 'other') === name),
    }))
    .filter((group) => group.operations.length > 0);

  const contents = groups
    .map(
      (group) =>
        `<li><a href="#tag-${anchor(group.name)}">${esc(group.name)}</a><ul>${group.operations
          .map(
            ({ path, method, operation }) =>
              `<li><a href="#${operationId(method, path)}"><span class="method">${method.toUpperCase()}</span> ${esc(path)}</a>${
                operation.summary ? ` — ${esc(operation.summary)}` : ''
              }</li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = groups
    .map(
      (group) =>
        `<section id="tag-${anchor(group.name)}"><h2>${esc(group.name)}</h2>${
          group.description ? `<p>${esc(group.description)}</p>` : ''
        }${group.operations.map((entry) => operationHtml(entry.method, entry.path, entry.operation)).join('')}</section>`,
    )
    .join('');
  const components = Object.entries(document.components?.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<article id="schema-${anchor(name)}"><h3>${esc(name)}</h3>${schemaHtml(schema, 0)}</article>`,
    )
    .join('');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(document.info.title)} ${esc(document.info.version)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${esc(document.info.title)} <small>version ${esc(document.info.version)}</small></h1>
${document.info.description ? `<p>${esc(document.info.description)}</p>` : ''}
<p>The same as a machine-readable OpenAPI document: <a href="openapi.json">openapi.json</a>.</p>
<nav aria-label="Operations"><ul>${contents}</ul></nav>
${sections}
${components ? `<section id="schemas"><h2>Schemas</h2>${components}</section>` : ''}
</main>
</body>
</html>
`;
}

function operationHtml(method: string, path: string, operation: Operation): string {
  const parameters = operation.parameters ?? [];
  const body = Object.entries(operation.requestBody?.content ?? {});
  const responses = Object.entries(operation.responses ?? {});
  return `<article class="operation" id="${operationId(method, path)}">
<h3><span class="method ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
${operation.summary ? `<p class="summary">${esc(operation.summary)}</p>` : ''}${
    operation.description ? `<p>${esc(operation.description)}</p>` : ''
  }${
    parameters.length
      ? `<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Value</th></tr></thead><tbody>${parameters
          .map(
            (parameter) =>
              `<tr><td><code>${esc(parameter.name)}</code>${parameter.required ? ' <span class="req">required</span>' : ''}</td><td>${esc(parameter.in)}</td><td>${schemaHtml(
                { ...parameter.schema, description: parameter.description ?? parameter.schema?.description },
                0,
              )}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : ''
  }${
    body.length ? `<h4>Request body</h4>${body.map(([type, media]) => mediaHtml(type, media)).join('')}` : ''
  }${
    responses.length
      ? `<h4>Responses</h4><dl>${responses
          .map(
            ([status, response]) =>
              `<dt>${esc(status)}</dt><dd>${esc(response.description ?? '')}${Object.entries(
                response.content ?? {},
              )
                .map(([type, media]) => mediaHtml(type, media))
                .join('')}</dd>`,
          )
          .join('')}</dl>`
      : ''
  }
</article>`;
}

function mediaHtml(type: string, media: Media): string {
  return `<details><summary>${esc(type)}</summary>${schemaHtml(media.schema, 0)}</details>`;
}

/** A schema as a nested list: each field with its type, its rules and its description. */
function schemaHtml(schema: JsonSchema | undefined, depth: number, nullable = false): string {
  if (!schema) return '<span class="type">any</span>';
  if (depth > MAX_DEPTH) return '<span class="type">…</span>';
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? schema.$ref;
    return `<a href="#schema-${anchor(name)}">${esc(name)}</a>${nullable ? ' or null' : ''}`;
  }
  // A file's accepted media types come as variants: they are its rules, not shapes to list.
  const variants = isFile(schema) ? undefined : (schema.anyOf ?? schema.oneOf);
  const present = variants?.filter((variant) => variant.type !== 'null');
  if (variants && present?.length === 1 && present.length < variants.length) {
    return schemaHtml(
      { ...present[0], description: schema.description ?? present[0]?.description },
      depth,
      true,
    );
  }
  const rules = ruleText(schema);
  let html = `<span class="type">${esc(typeLabel(schema) + (nullable ? ' or null' : ''))}</span>`;
  if (rules) html += ` <span class="rules">${esc(rules)}</span>`;
  if (schema.description) html += ` <span class="desc">${esc(schema.description)}</span>`;
  if (variants) {
    html += `<ul>${variants.map((variant) => `<li>${schemaHtml(variant, depth + 1)}</li>`).join('')}</ul>`;
  }
  for (const part of schema.allOf ?? []) html += `<div>${schemaHtml(part, depth + 1)}</div>`;
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    html += `<ul class="fields">${Object.entries(schema.properties)
      .map(
        ([name, property]) =>
          `<li><code>${esc(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''}: ${schemaHtml(property, depth + 1)}</li>`,
      )
      .join('')}</ul>`;
  }
  if (typeof schema.additionalProperties === 'object') {
    html += `<ul class="fields"><li><em>any name</em>: ${schemaHtml(schema.additionalProperties, depth + 1)}</li></ul>`;
  }
  if (schema.items && !isSimple(schema.items)) {
    html += `<div class="items">${schemaHtml(schema.items, depth + 1)}</div>`;
  }
  return html;
}

function isFile(schema: JsonSchema): boolean {
  return schema.format === 'binary';
}

function isSimple(schema: JsonSchema): boolean {
  return !schema.properties && !schema.anyOf && !schema.oneOf && !schema.allOf && !schema.$ref;
}

function typeLabel(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (isFile(schema)) return 'file';
  if (schema.anyOf || schema.oneOf) return 'one of';
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes('array')) {
    const items = schema.items;
    const of = !items ? 'any' : isSimple(items) ? typeLabel(items) : items.$ref ? 'objects' : 'these';
    return `array of ${of}`;
  }
  return types.length ? types.join(' or ') : schema.properties ? 'object' : 'any';
}

function ruleText(schema: JsonSchema): string {
  const rules: string[] = [];
  const range = (min: number | undefined, max: number | undefined, what: string) => {
    if (min !== undefined && max !== undefined) rules.push(`${what} ${min}–${max}`);
    else if (min !== undefined) rules.push(`${what} ≥ ${min}`);
    else if (max !== undefined) rules.push(`${what} ≤ ${max}`);
  };
  range(schema.minLength, schema.maxLength, 'length');
  range(schema.minItems, schema.maxItems, 'items');
  // zod bounds every integer by the safe range: not a rule of the API worth a word.
  range(
    schema.minimum === -Number.MAX_SAFE_INTEGER ? undefined : schema.minimum,
    schema.maximum === Number.MAX_SAFE_INTEGER ? undefined : schema.maximum,
    'value',
  );
  if (schema.exclusiveMinimum !== undefined) rules.push(`> ${schema.exclusiveMinimum}`);
  if (schema.exclusiveMaximum !== undefined) rules.push(`< ${schema.exclusiveMaximum}`);
  if (schema.format && schema.format !== 'binary') rules.push(schema.format);
  const mediaTypes = [schema, ...(schema.anyOf ?? [])].flatMap((part) => part.contentMediaType ?? []);
  if (mediaTypes.length) rules.push(mediaTypes.join(' or '));
  if (schema.pattern) rules.push(`matches ${schema.pattern}`);
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  return rules.length ? `(${rules.join(', ')})` : '';
}

function operationId(method: string, path: string): string {
  return `${method}-${anchor(path)}`;
}

function anchor(text: string): string {
  return text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1f24;background:#fff}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1 small{font-size:.5em;color:#555}
h2{border-bottom:2px solid #0d9276;margin-top:2.5rem}
a{color:#075e4c}
code{font:.9em ui-monospace,monospace}
.operation{border:1px solid #d0d7de;border-radius:.5rem;padding:0 1rem .5rem;margin:1rem 0}
.operation h3{font-size:1.05rem;overflow-wrap:anywhere}
.method{display:inline-block;min-width:4.2em;font:700 .8rem ui-monospace,monospace;text-align:center;padding:.1rem .3rem;border-radius:.25rem;background:#e6e9ed;color:#1b1f24}
.method.get{background:#d7f0e9}.method.post{background:#dbe8fb}.method.patch{background:#fbeed3}.method.delete{background:#fadadd}
.summary{font-weight:600}
.type{font-family:ui-monospace,monospace;font-size:.9em;color:#6a2c91}
.rules,.desc{color:#444;font-size:.9em}
.req{color:#a4000f;font-size:.8em}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;vertical-align:top;border-bottom:1px solid #d0d7de;padding:.25rem .5rem}
dt{font-weight:700;margin-top:.5rem}
dd{margin-left:1rem}
details{margin:.25rem 0}
summary{cursor:pointer;font-family:ui-monospace,monospace}
ul.fields,details>ul{padding-left:1.25rem}
nav ul ul{font-size:.9em}
@media (max-width:40rem){main{padding:.5rem}.operation{padding:0 .5rem .5rem}}
`;
