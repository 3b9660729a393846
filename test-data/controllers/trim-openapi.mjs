#!/usr/bin/env node
// Cuts a vendor's full OpenAPI document down to the operations our clients call, plus every component those
// operations reference (followed transitively), so the repository carries kilobytes instead of megabytes.
// Usage: node trim-openapi.mjs <full-document.json> <operations.json> <out.json>
// operations.json: { "paths": { "/api/v1/self": ["get"], ... }, "keepSecuritySchemes": ["apiToken"] }
import fs from 'node:fs';

const [input, opsFile, output] = process.argv.slice(2);
if (!input || !opsFile || !output) {
  console.error('usage: node trim-openapi.mjs <full-document.json> <operations.json> <out.json>');
  process.exit(2);
}
const doc = JSON.parse(fs.readFileSync(input, 'utf8'));
const wanted = JSON.parse(fs.readFileSync(opsFile, 'utf8'));

const out = { openapi: doc.openapi, info: doc.info, servers: doc.servers, paths: {}, components: {} };
if (doc.security) out.security = doc.security;

const seen = new Set();
const pending = [];
function collectRefs(node) {
  if (Array.isArray(node)) return node.forEach(collectRefs);
  if (!node || typeof node !== 'object') return;
  for (const [k, v] of Object.entries(node)) {
    if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/')) {
      if (!seen.has(v)) {
        seen.add(v);
        pending.push(v);
      }
    } else collectRefs(v);
  }
}

for (const [p, methods] of Object.entries(wanted.paths)) {
  const item = doc.paths[p];
  if (!item) throw new Error(`the document has no path ${p}`);
  const kept = {};
  if (item.parameters) kept.parameters = item.parameters;
  for (const m of methods) {
    if (!item[m]) throw new Error(`the document has no ${m.toUpperCase()} ${p}`);
    kept[m] = item[m];
  }
  out.paths[p] = kept;
  collectRefs(kept);
}

const unescape = (s) => s.replace(/~1/g, '/').replace(/~0/g, '~');
while (pending.length) {
  const ref = pending.pop();
  const [, , section, ...rest] = ref.split('/');
  const name = unescape(rest.join('/'));
  const value = doc.components?.[section]?.[name];
  if (value === undefined) throw new Error(`unresolved ${ref}`);
  out.components[section] ??= {};
  out.components[section][name] = value;
  collectRefs(value);
}

const schemes = doc.components?.securitySchemes ?? {};
out.components.securitySchemes = Object.fromEntries(
  Object.entries(schemes).filter(([k]) => !wanted.keepSecuritySchemes || wanted.keepSecuritySchemes.includes(k)),
);
for (const section of Object.keys(out.components)) {
  out.components[section] = Object.fromEntries(Object.entries(out.components[section]).sort(([a], [b]) => a.localeCompare(b)));
}
fs.writeFileSync(output, JSON.stringify(out, null, 2) + '\n');
console.log(`${output}: ${Object.keys(out.paths).length} paths, ${seen.size} components, ${fs.statSync(output).size} bytes`);
