// The fuzzer's requests: for every operation of the API description, the valid request (real ids of the demo data in
// the path and in id-named fields, a schema-valid body) and its variants: other ids in the path (a random UUID, a
// text that is no id), hostile query strings, and broken bodies (wrong types, missing fields, huge strings,
// `__proto__` keys, truncated JSON, invalid UTF-8, the wrong content type). Identity-free: the runner sends each
// request as every identity.
import { exampleOf, type JsonSchema } from './schema-example.ts';
import { REQUIRED_EULA_VERSION } from '@airscope/contracts';

export interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Array<Record<string, unknown>>;
}

export interface FuzzDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/**
 * When a request may run: `write` (reads and writes, in any order, in parallel) first, then `delete` (one at a time,
 * real ids last, owners last, children before parents), then `session`: the operations that end or replace the
 * caller's own session (sign-out; a demo session, which signs the caller out of the one it had).
 */
export type FuzzPhase = 'write' | 'delete' | 'session';

const SESSION_ENDING = new Set(['DELETE /authapi/v1/authentications', 'POST /shareapi/demo/projects/{projectId}/session']);

export interface FuzzRequest {
  /** `POST /projectapi/v1/projects/{projectId}/edits` */
  readonly operation: string;
  readonly method: string;
  /** Path and query, to append to the server's base URL. */
  readonly url: string;
  readonly variant: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  readonly phase: FuzzPhase;
}

/** Real values by parameter or field name (`projectId`, `floorPlanRowId`, …), read from the demo data. */
export type RealIds = Readonly<Record<string, string>>;

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const TEXT_ID = 'not-an-id';
const HUGE = 'A'.repeat(100_000);
const INVALID_UTF8 = Uint8Array.from([0xc3, 0x28, 0xa0, 0xa1, 0xff, 0xfe, 0xed, 0xa0, 0x80]);
const UTF8_MARK = 'INVALID-UTF8-HERE';

/** Paths the scan leaves alone: the description itself and the developer-only routes. */
export function isScanned(template: string): boolean {
  return !template.startsWith('/api/docs') && !template.startsWith('/dev/');
}

/** Every scanned operation of the document as `METHOD /path`. */
export function listOperations(doc: FuzzDocument): string[] {
  return Object.entries(doc.paths).flatMap(([template, methods]) =>
    isScanned(template) ? METHODS.filter((m) => methods[m]).map((m) => `${m.toUpperCase()} ${template}`) : [],
  );
}

/**
 * The value of an id-named parameter for one path: the site-management routes' `{floorId}` is a site floor, not a
 * floor of a project, so a `siteFloorId` takes its place there.
 */
function realIdFor(name: string, template: string, ids: RealIds): string | undefined {
  if (name === 'floorId' && template.startsWith('/site-management-api/') && ids.siteFloorId) return ids.siteFloorId;
  return ids[name];
}

// Fields whose valid value is what our own client sends, not any text the schema allows: a user update from the web
// app consents to the current EULA, so the identity that sends it keeps its access for the rest of the scan.
const CLIENT_VALUES: Readonly<Record<string, string>> = { eulaVersionConsent: REQUIRED_EULA_VERSION };

function randomUuid(): string {
  return crypto.randomUUID();
}

function queryValue(parameter: OpenApiParameter, template: string, ids: RealIds): string {
  const real = realIdFor(parameter.name, template, ids);
  if (real !== undefined) return real;
  const value = exampleOf(parameter.schema ?? { type: 'string' }, {}, parameter.name);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function buildUrl(template: string, path: Record<string, string>, query: Array<[string, string]>): string {
  const filled = template.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => encodeURIComponent(path[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}

/** Every string in `value` replaced by `replacement`, however deep. */
function replaceStrings(value: unknown, replacement: string): unknown {
  if (typeof value === 'string') return replacement;
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, replacement));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceStrings(item, replacement)]));
  return value;
}

/** Another JSON type than the value's own. */
function otherType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return { length: 1 };
  if (value && typeof value === 'object') return ['scan'];
  return 'scan';
}

function withWrongTypes(example: unknown): unknown {
  if (!example || typeof example !== 'object' || Array.isArray(example)) return otherType(example);
  return Object.fromEntries(Object.entries(example).map(([key, item]) => [key, otherType(item)]));
}

/** The example's JSON text with `__proto__` and `constructor.prototype` keys first (JSON.stringify would drop them). */
function withProtoKeys(example: unknown): string {
  const hostile = '"__proto__":{"x":1,"isAdmin":true},"constructor":{"prototype":{"x":1}}';
  const text = JSON.stringify(example);
  if (!text || !text.startsWith('{')) return `{${hostile}}`;
  return text === '{}' ? `{${hostile}}` : `{${hostile},${text.slice(1)}`;
}

/** The example's JSON bytes with invalid UTF-8 inside its first text (or an added one). */
function withInvalidUtf8(example: unknown): Uint8Array {
  let marked: unknown = example;
  let placed = false;
  const mark = (value: unknown): unknown => {
    if (placed) return value;
    if (typeof value === 'string') {
      placed = true;
      return UTF8_MARK;
    }
    if (Array.isArray(value)) return value.map(mark);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mark(v)]));
    return value;
  };
  marked = mark(example);
  if (!placed) marked = { ...(marked && typeof marked === 'object' && !Array.isArray(marked) ? marked : {}), scan: UTF8_MARK };
  const [before, after] = JSON.stringify(marked).split(UTF8_MARK) as [string, string];
  const encoder = new TextEncoder();
  return Uint8Array.from([...encoder.encode(before), ...INVALID_UTF8, ...encoder.encode(after)]);
}

/** The example as a form body: texts as they are, anything else as its JSON. */
function asForm(example: unknown): string {
  if (!example || typeof example !== 'object' || Array.isArray(example)) return new URLSearchParams({ value: String(example) }).toString();
  return new URLSearchParams(
    Object.entries(example).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)] as [string, string]),
  ).toString();
}

interface BodyVariant {
  variant: string;
  contentType?: string;
  body: string | Uint8Array;
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The broken bodies every write operation gets, built from its example (or from `{}` when none is described). */
export function bodyVariants(example: unknown): BodyVariant[] {
  const text = JSON.stringify(example) ?? '{}';
  const truncated = text.length >= 4 ? text.slice(0, Math.ceil(text.length / 2)) : '{"a":';
  return [
    { variant: 'example as form', contentType: FORM_TYPE, body: asForm(example) },
    { variant: 'wrong types', contentType: JSON_TYPE, body: JSON.stringify(withWrongTypes(example)) },
    { variant: 'missing fields', contentType: JSON_TYPE, body: '{}' },
    { variant: 'not an object', contentType: JSON_TYPE, body: '[null]' },
    { variant: 'huge strings', contentType: JSON_TYPE, body: JSON.stringify(replaceStrings(example, HUGE)) },
    { variant: 'huge strings as form', contentType: FORM_TYPE, body: asForm(replaceStrings(example, 'B'.repeat(20_000))) },
    { variant: '__proto__ keys', contentType: JSON_TYPE, body: withProtoKeys(example) },
    { variant: '__proto__ only', contentType: JSON_TYPE, body: '{"__proto__":{"x":1}}' },
    { variant: '__proto__ form keys', contentType: FORM_TYPE, body: `__proto__=x&constructor=y&__proto__%5Bx%5D=1&${asForm(example)}` },
    { variant: 'truncated JSON', contentType: JSON_TYPE, body: truncated },
    { variant: 'invalid UTF-8', contentType: JSON_TYPE, body: withInvalidUtf8(example) },
    {
      variant: 'invalid UTF-8 form',
      contentType: FORM_TYPE,
      body: Uint8Array.from([...new TextEncoder().encode(`${asForm(example)}&scan=`), ...INVALID_UTF8]),
    },
    { variant: 'empty body', contentType: JSON_TYPE, body: '' },
    { variant: 'wrong content type', contentType: 'text/plain', body: text },
    {
      variant: 'octet-stream bytes',
      contentType: 'application/octet-stream',
      body: Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 1, 2, 0xff]),
    },
    {
      variant: 'image bytes',
      contentType: 'image/png',
      body: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
    },
  ];
}

function phaseOf(method: string, template: string): FuzzPhase {
  if (SESSION_ENDING.has(`${method} ${template}`)) return 'session';
  return method === 'DELETE' ? 'delete' : 'write';
}

/** Every request of every scanned operation of the document, with `ids` as the real ids. */
export function listFuzzRequests(doc: FuzzDocument, ids: RealIds): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    if (!isScanned(template)) continue;
    for (const lower of METHODS) {
      const op = methods[lower];
      if (!op) continue;
      const method = lower.toUpperCase();
      const operation = `${method} ${template}`;
      const phase = phaseOf(method, template);
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
      const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
      const realPath = Object.fromEntries(pathParams.map((p) => [p.name, realIdFor(p.name, template, ids) ?? randomUuid()]));
      const query: Array<[string, string]> = queryParams.map((p) => [p.name, queryValue(p, template, ids)]);
      const schema = op.requestBody?.content?.[JSON_TYPE]?.schema ?? op.requestBody?.content?.[FORM_TYPE]?.schema;
      const writes = method !== 'GET';
      const example = schema ? exampleOf(schema, { ...CLIENT_VALUES, ...ids }) : writes ? {} : undefined;
      const valid = example === undefined ? {} : { contentType: JSON_TYPE, body: JSON.stringify(example) };
      const push = (variant: string, url: string, body: { contentType?: string; body?: string | Uint8Array }) =>
        requests.push({
          operation,
          method,
          url,
          variant,
          headers: body.contentType ? { 'content-type': body.contentType } : {},
          ...(body.body !== undefined ? { body: body.body } : {}),
          phase,
        });
      const realUrl = buildUrl(template, realPath, query);
      // Wrong ids first and the real one last: on a delete, the real id's request is the one that destroys.
      if (pathParams.length > 0) {
        push('text id', buildUrl(template, Object.fromEntries(pathParams.map((p) => [p.name, TEXT_ID])), query), valid);
        push('random UUID', buildUrl(template, Object.fromEntries(pathParams.map((p) => [p.name, randomUuid()])), query), valid);
      }
      if (queryParams.length > 0) {
        const wrong: Array<[string, string]> = queryParams.map((p) => [p.name, p.schema?.type === 'string' ? '%%%\u0001' : 'NaN']);
        push('query wrong types', buildUrl(template, realPath, wrong), valid);
        push(
          'query huge',
          buildUrl(
            template,
            realPath,
            queryParams.map((p) => [p.name, 'q'.repeat(5_000)]),
          ),
          valid,
        );
        push('query __proto__', `${realUrl}${realUrl.includes('?') ? '&' : '?'}__proto__=1&constructor%5Bprototype%5D=1&toString=x`, valid);
        push('query repeated', buildUrl(template, realPath, [...query, ...query]), valid);
      }
      // A delete's broken bodies go to a random id, so the real id's one request stays the last one.
      const brokenUrl =
        phase === 'write' ? realUrl : buildUrl(template, Object.fromEntries(pathParams.map((p) => [p.name, randomUuid()])), query);
      if (writes) for (const broken of bodyVariants(example)) push(broken.variant, brokenUrl, broken);
      push(pathParams.length > 0 ? 'real ids' : 'valid', realUrl, valid);
    }
  }
  return requests;
}
