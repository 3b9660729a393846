// Starting point of every fixture: the vendor document's own example for the operation's 200 answer, or, where
// the document has none, a sample generated from its schema (openapi-sampler is deterministic, so re-running
// the generator gives the same bytes).
import OpenAPISampler from 'openapi-sampler';

function resolve(doc, node) {
  let cur = node;
  while (cur && cur.$ref) {
    const parts = cur.$ref.replace(/^#\//, '').split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    cur = parts.reduce((o, k) => o[k], doc);
  }
  return cur;
}

export function sampleResponse(doc, path, method = 'get', status = '200') {
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`no ${method.toUpperCase()} ${path} in the document`);
  const response = resolve(doc, op.responses[status]);
  const media = response.content['application/json'];
  if (media.example !== undefined) return structuredClone(media.example);
  const named = media.examples && Object.values(media.examples)[0];
  if (named) return structuredClone(resolve(doc, named).value);
  return OpenAPISampler.sample(media.schema, { skipReadOnly: false, skipWriteOnly: true }, doc);
}

/** The first element of an array answer, to copy for each of our items. */
export function itemTemplate(doc, path) {
  const sample = sampleResponse(doc, path);
  if (!Array.isArray(sample) || sample.length === 0) throw new Error(`${path} does not answer a non-empty array`);
  return sample[0];
}

export function uuid(n) {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}
