#!/usr/bin/env node
// Assembles an OpenAPI 3.0 document for the Catalyst Center operations our client calls from Cisco's own Python
// SDK (cisco-en-programmability/dnacentersdk), because Cisco publishes no OpenAPI file of the intent API in a
// repository. Everything comes out of the SDK's text, nothing is typed in: per operation, the method, URL,
// summary, path and query parameters (name on the wire, type, description; an enum where the docstring says
// "Available values : …", minimum/maximum where it says "The minimum is N, and the maximum is M") come from the
// function in dnacentersdk/api/<version>/<module>.py, and the 200 answer's JSON Schema from the SDK's response
// validator tests/models/validators/<version>/jsd_<hash>.py that the function's `bpm_<hash>` names.
// Usage: node build-openapi.mjs <sdk git dir> <commit> operations.json openapi.json
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const [gitDir, commit, opsFile, output] = process.argv.slice(2);
if (!gitDir || !commit || !opsFile || !output) {
  console.error('usage: node build-openapi.mjs <sdk git dir> <commit> operations.json openapi.json');
  process.exit(2);
}
const wanted = JSON.parse(fs.readFileSync(opsFile, 'utf8'));
const version = wanted.sdkVersion;
const show = (file) => execFileSync('git', ['-C', gitDir, 'show', `${commit}:${file}`], { encoding: 'utf8', maxBuffer: 64 << 20 });

function functionSource(moduleText, name) {
  const start = moduleText.indexOf(`\n    def ${name}(`);
  if (start < 0) throw new Error(`no function ${name}`);
  const end = moduleText.indexOf('\n    def ', start + 1);
  return moduleText.slice(start, end < 0 ? undefined : end);
}

function camel(snake) {
  return snake.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
}

/** `e_url = "/dna/intent/api/v2/floors/{floorId}/accessPointPo" + "sitions"` → the joined string. */
function urlOf(src) {
  const m = /e_url = ((?:"[^"]*"\s*\+?\s*)+)\n/.exec(src);
  if (!m) throw new Error('no e_url');
  return [...m[1].matchAll(/"([^"]*)"/g)].map((p) => p[1]).join('');
}

function docstring(src) {
  const m = /"""([\s\S]*?)"""/.exec(src);
  if (!m) throw new Error('no docstring');
  return m[1];
}

/** The "Args:" block as { pyName, pyType, text } with continuation lines joined. */
function args(doc) {
  const block = doc.split(/\n\s*Args:\n/)[1]?.split(/\n\s*\n/)[0] ?? '';
  const out = [];
  for (const line of block.split('\n')) {
    const head = /^ {12}(\*\*)?(\w+)\((\w+)\): (.*)$/.exec(line);
    if (head) out.push({ pyName: head[2], pyType: head[3], text: head[4].trim() });
    else if (out.length && /^ {16}\S/.test(line)) out[out.length - 1].text += ' ' + line.trim();
  }
  return out;
}

function schemaOf(pyType, description) {
  const schema = { type: pyType === 'int' ? 'integer' : pyType === 'bool' ? 'boolean' : 'string' };
  const values = /Available values\s*:\s*([\w ,-]+?)\s*\.?\s*$/.exec(description);
  if (values) schema.enum = values[1].split(',').map((v) => v.trim());
  const range = /minimum is (\d+), and the\s+maximum is (\d+)/i.exec(description);
  if (range) Object.assign(schema, { minimum: Number(range[1]), maximum: Number(range[2]) });
  const min = /Minimum:\s*(\d+)/.exec(description);
  if (min) schema.minimum = Number(min[1]);
  return schema;
}

/** The JSON Schema literal inside a validator module's `json.loads('''…''')` / `json.loads("""…""")`. */
function validatorSchema(hash) {
  const text = show(`tests/models/validators/${version}/jsd_${hash}.py`);
  const m = /json\.loads\(\s*('''|""")([\s\S]*?)\1/.exec(text);
  if (!m) throw new Error(`no schema literal in jsd_${hash}.py`);
  const schema = JSON.parse(m[2]);
  // The SDK validates with draft-04 via fastjsonschema; OpenAPI 3.0 schema objects carry no $schema.
  delete schema.$schema;
  return schema;
}

const doc = {
  openapi: '3.0.3',
  info: {
    title: 'Cisco Catalyst Center Intent API (operations used by Airscope)',
    version: version.replace(/^v/, '').replaceAll('_', '.'),
    description: `Assembled by build-openapi.mjs from cisco-en-programmability/dnacentersdk at ${commit} (MIT, Cisco Systems): dnacentersdk/api/${version} and tests/models/validators/${version}.`,
  },
  paths: {},
  components: {
    schemas: {},
    securitySchemes: {
      basicAuth: { type: 'http', scheme: 'basic' },
      xAuthToken: { type: 'apiKey', in: 'header', name: 'X-Auth-Token' },
    },
  },
};

const modules = new Map();
for (const { module, function: fn } of wanted.operations) {
  if (!modules.has(module)) modules.set(module, show(`dnacentersdk/api/${version}/${module}.py`));
  const src = functionSource(modules.get(module), fn);
  const text = docstring(src);
  const method = /self\._session\.(get|post|put|delete|patch)\(/.exec(src)?.[1];
  const hash = new RegExp(`"bpm_([0-9a-f]+)_${version}"`).exec(src)?.[1];
  if (!method || !hash) throw new Error(`${fn}: no method or response model`);
  const wire = Object.fromEntries([...(/_params = \{([\s\S]*?)\}/.exec(src)?.[1] ?? '').matchAll(/"([^"]+)": (\w+)/g)].map((m) => [m[2], m[1]]));
  const parameters = [];
  for (const a of args(text)) {
    const p = /^(\S+) (query|path) parameter\.\s*(.*)$/.exec(a.text);
    if (!p) continue;
    if (p[2] === 'query' && wire[a.pyName] !== p[1]) throw new Error(`${fn}: ${a.pyName} is sent as ${wire[a.pyName]}, documented as ${p[1]}`);
    parameters.push({
      name: p[1],
      in: p[2],
      ...(p[2] === 'path' ? { required: true } : {}),
      description: p[3].replace(/\s*\.$/, '').trim(),
      schema: schemaOf(a.pyType, p[3]),
    });
  }
  const operationId = camel(fn);
  const summary = text.split(/\n\s*\n|\n\s*Args:/)[0].replace(/\s+/g, ' ').replace(/\s*\.$/, '').trim();
  const schemaName = `${operationId[0].toUpperCase()}${operationId.slice(1)}Response`;
  doc.components.schemas[schemaName] = validatorSchema(hash);
  // The SDK's authentication module signs in with requests' auth=(username, password), i.e. HTTP Basic; every
  // other call carries the token in the X-Auth-Token header its docstring names.
  const security = src.includes('"Authorization" in headers') ? [{ basicAuth: [] }] : [{ xAuthToken: [] }];
  const path = urlOf(src);
  doc.paths[path] ??= {};
  doc.paths[path][method] = {
    operationId,
    summary,
    'x-sdk-function': `dnacentersdk/api/${version}/${module}.py ${fn}`,
    security,
    parameters,
    responses: {
      200: { description: `tests/models/validators/${version}/jsd_${hash}.py`, content: { 'application/json': { schema: { $ref: `#/components/schemas/${schemaName}` } } } },
    },
  };
}
fs.writeFileSync(output, JSON.stringify(doc, null, 2) + '\n');
console.log(`${output}: ${wanted.operations.length} operations, ${fs.statSync(output).size} bytes`);
