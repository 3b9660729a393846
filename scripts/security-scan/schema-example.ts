// A valid value for a JSON schema of the API description (what fastify-type-provider-zod writes from the contracts),
// so the fuzzer's first request of each operation passes validation and reaches the handler; its mutations then
// break one thing at a time.

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

/** Values for the patterns the contracts use; a pattern not listed here gets plain text (the mutation still runs). */
const PATTERN_SAMPLES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\[0-9a-f\]\{16\}/, '0123456789abcdef'],
  [/\[1-8\]\[0-9a-fA-F\]\{3\}/, '00000000-0000-4000-8000-000000000001'],
  [/T\(\?:/, '2026-01-01T00:00:00Z'],
  [/^\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$$/, '2026-01-01'],
  [/\{2\}\(:\[0-9a-fA-F\]\{2\}\)\{5\}/, '00:11:22:33:44:55'],
  [/\^data:image/, 'data:image/png;base64,iVBORw0KGgo='],
  [/\^\\d\{1,15\}\$/, '1'],
  [/\^\\d\{6\}\$/, '123456'],
  [/@\(\?:/, 'scan@example.com'],
  [/\[a-z\]\{2,63\}/, 'example.com'],
  [/\^\[A-Za-z\]\[A-Za-z0-9_\.-\]/, 'scan'],
  [/\^\[\^\\s<>"\]\*\$/, 'https://example.com/scan'],
];

function fromPattern(pattern: string): string | undefined {
  return PATTERN_SAMPLES.find(([shape]) => shape.test(pattern))?.[1];
}

function text(schema: JsonSchema): string {
  if (schema.pattern) {
    const sample = fromPattern(schema.pattern);
    if (sample !== undefined) return sample;
  }
  switch (schema.format) {
    case 'uuid':
      return '00000000-0000-4000-8000-000000000001';
    case 'email':
      return 'scan@example.com';
    case 'date-time':
      return '2026-01-01T00:00:00Z';
    case 'date':
      return '2026-01-01';
    case 'uri':
      return 'https://example.com/scan';
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 64;
  return 'scan'.padEnd(Math.min(Math.max(min, 4), max), 'x').slice(0, Math.max(max, min));
}

function number(schema: JsonSchema, integer: boolean): number {
  let value = typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (typeof schema.exclusiveMinimum === 'number') value = schema.exclusiveMinimum + 1;
  if (typeof schema.maximum === 'number' && value > schema.maximum) value = schema.maximum;
  // The smallest allowed value is often a huge negative (zod's safe-integer bounds): take 1 when it is allowed.
  if (value < 0 && (schema.maximum === undefined || schema.maximum >= 1)) value = 1;
  return integer ? Math.ceil(value) : value;
}

/**
 * A value `schema` accepts. `known` supplies real values by property name (ids of the demo data), used whenever the
 * property's name matches and the schema is a text or number.
 */
export function exampleOf(schema: JsonSchema | undefined, known: Readonly<Record<string, string>> = {}, name?: string): unknown {
  if (!schema || typeof schema !== 'object') return 'scan';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices && choices.length > 0) return exampleOf(choices.find((c) => c.type !== 'null') ?? choices[0], known, name);
  if (schema.allOf && schema.allOf.length > 0) {
    const parts = schema.allOf.map((part) => exampleOf(part, known, name));
    return parts.every((p) => typeof p === 'object' && p !== null && !Array.isArray(p)) ? Object.assign({}, ...parts) : parts[0];
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const real = name !== undefined ? known[name] : undefined;
  switch (type) {
    case 'string':
      return real ?? text(schema);
    case 'integer':
    case 'number':
      if (real !== undefined && /^\d+$/.test(real)) return Number(real);
      return number(schema, type === 'integer');
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.max(schema.minItems ?? 1, 1);
      return Array.from({ length: count }, () => exampleOf(schema.items, known, name));
    }
    case 'object':
    case undefined: {
      if (!schema.properties) return type === 'object' ? {} : (schema.default ?? 'scan');
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties)) value[key] = exampleOf(property, known, key);
      return value;
    }
    default:
      return null;
  }
}
