import fs from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * One vendor's trimmed OpenAPI document, used the way a contract-checking mock uses it: find the operation a
 * request addresses, check its parameters against the declared schemas, and check an answer against the
 * operation's response schema. Every mismatch comes back as a sentence; nothing is silently accepted.
 */

type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
}

export interface Operation {
  id: string;
  method: string;
  template: string;
  pathParamNames: string[];
  parameters: Parameter[];
  regex: RegExp;
}

export interface MatchedOperation {
  operation: Operation;
  pathParams: Record<string, string>;
}

const IGNORED_FORMATS = ['double', 'float', 'int32', 'int64', 'byte', 'binary', 'password'];

/** OpenAPI 3.0's `nullable: true` is not JSON Schema; written as a type union so both dialects check it. */
function normalise(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalise);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/')) out[k] = `doc${v}`;
    else out[k] = normalise(v);
  }
  if (out.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  delete out.nullable;
  return out;
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function coerce(raw: string[], schema: Json | undefined): unknown {
  const type = schema?.type;
  const one = (s: string): unknown => {
    if ((type === 'integer' && /^-?\d+$/.test(s)) || (type === 'number' && s.trim() !== '' && !Number.isNaN(Number(s)))) return Number(s);
    if (type === 'boolean' && (s === 'true' || s === 'false')) return s === 'true';
    return s;
  };
  if (type === 'array') {
    const items = schema?.items as Json | undefined;
    return raw.flatMap((r) => r.split(',')).map((s) => coerce([s], items));
  }
  return one(raw[raw.length - 1] ?? '');
}

export class OpenApiDocument {
  readonly operations: Operation[] = [];
  private readonly ajv: Ajv;
  private readonly doc: Json;
  private readonly responseValidators = new Map<string, ValidateFunction | null>();

  constructor(file: string) {
    this.doc = JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
    const options = { strict: false, allErrors: true, validateSchema: false } as const;
    this.ajv = String(this.doc.openapi).startsWith('3.1') ? new Ajv2020(options) : new Ajv(options);
    addFormats(this.ajv);
    for (const f of IGNORED_FORMATS) this.ajv.addFormat(f, true);
    this.ajv.addSchema({ components: normalise(this.doc.components) }, 'doc');
    for (const [template, item] of Object.entries(this.doc.paths as Record<string, Json>)) {
      const shared = (item.parameters as Parameter[] | undefined) ?? [];
      for (const method of ['get', 'post', 'put', 'delete', 'patch']) {
        const op = item[method] as Json | undefined;
        if (!op) continue;
        const names: string[] = [];
        const pattern = template
          .split(/(\{[^}]+\})/)
          .map((part) => (part.startsWith('{') ? (names.push(part.slice(1, -1)), '([^/]+)') : escapeRegex(part)))
          .join('');
        const parameters = [...shared, ...((op.parameters as Parameter[] | undefined) ?? [])].map((p) => this.resolve(p) as Parameter);
        this.operations.push({ id: String(op.operationId), method: method.toUpperCase(), template, pathParamNames: names, parameters, regex: new RegExp(`^${pattern}$`) });
      }
    }
  }

  /** Follows local `$ref`s to the object they name. */
  resolve(node: unknown): unknown {
    let cur = node as Json | undefined;
    while (cur && typeof cur.$ref === 'string') {
      const parts = cur.$ref.replace(/^#\//, '').split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
      cur = parts.reduce<unknown>((o, k) => (o as Json)[k], this.doc) as Json;
    }
    return cur;
  }

  match(method: string, pathname: string): MatchedOperation | null {
    for (const operation of this.operations) {
      if (operation.method !== method) continue;
      const m = operation.regex.exec(pathname);
      if (!m) continue;
      const pathParams = Object.fromEntries(operation.pathParamNames.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')]));
      return { operation, pathParams };
    }
    return null;
  }

  /** What is wrong with a request's path and query parameters, per the operation's declared parameters. */
  checkParameters(operation: Operation, pathParams: Record<string, string>, query: URLSearchParams): string[] {
    const problems: string[] = [];
    const declared = new Set(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name));
    for (const name of new Set(query.keys())) {
      if (!declared.has(name)) problems.push(`query parameter "${name}" is not declared for ${operation.id}`);
    }
    for (const p of operation.parameters) {
      if (p.in !== 'query' && p.in !== 'path') continue;
      const raw = p.in === 'path' ? (pathParams[p.name] === undefined ? [] : [pathParams[p.name] as string]) : query.getAll(p.name);
      if (raw.length === 0) {
        if (p.required) problems.push(`${p.in} parameter "${p.name}" is required by ${operation.id}`);
        continue;
      }
      if (!p.schema) continue;
      const validate = this.ajv.compile(normalise(p.schema) as Json);
      if (!validate(coerce(raw, p.schema))) {
        problems.push(`${p.in} parameter "${p.name}"=${JSON.stringify(raw.join(','))} breaks its schema: ${this.ajv.errorsText(validate.errors)}`);
      }
    }
    return problems;
  }

  /** What is wrong with an answer body for the operation's documented status, or [] when it fits. */
  checkResponse(operationId: string, status: number, body: unknown): string[] {
    const key = `${operationId} ${status}`;
    if (!this.responseValidators.has(key)) this.responseValidators.set(key, this.compileResponse(operationId, status));
    const validate = this.responseValidators.get(key);
    if (validate === undefined) return [`${operationId} is not in the document`];
    if (validate === null) return [`${operationId} documents no JSON answer for ${status}`];
    return validate(body) ? [] : [`${operationId} ${status} answer breaks its schema: ${this.ajv.errorsText(validate.errors)}`];
  }

  private compileResponse(operationId: string, status: number): ValidateFunction | null {
    const op = this.operations.find((o) => o.id === operationId);
    if (!op) return null;
    const item = (this.doc.paths as Record<string, Json>)[op.template] as Json;
    const responses = (item[op.method.toLowerCase()] as Json).responses as Json;
    const response = this.resolve(responses[String(status)]) as Json | undefined;
    const schema = ((response?.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema;
    return schema ? this.ajv.compile(normalise(schema) as Json) : null;
  }
}
