/** A JSON Schema node as the OpenAPI document writes it (the parts an example needs). */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  nullable?: boolean;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

const STRING_FORMATS: Record<string, () => string> = {
  uuid: () => crypto.randomUUID(),
  email: () => 'example@airscope.test',
  date: () => '2026-01-15',
  'date-time': () => '2026-01-15T10:00:00.000Z',
  uri: () => 'https://idp.example.com/metadata',
  url: () => 'https://idp.example.com/metadata',
  binary: () => 'bytes',
};

/**
 * The smallest value a schema accepts, for a test that sends every documented operation a request built from its
 * description: the documented example when there is one, else the first enum value, the minimum, the required keys.
 */
export function exampleOf(schema: SchemaNode | undefined, resolve: (ref: string) => SchemaNode, depth = 0): unknown {
  if (!schema || depth > 12) return undefined;
  if (schema.$ref) return exampleOf(resolve(schema.$ref), resolve, depth + 1);
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    const chosen = alternatives.find((option) => option.type !== 'null') ?? alternatives[0];
    return exampleOf(chosen, resolve, depth + 1);
  }
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, resolve, depth + 1) as object));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      const byFormat = schema.format ? STRING_FORMATS[schema.format] : undefined;
      if (byFormat) return byFormat();
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    case 'integer':
    case 'number': {
      const floor = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : schema.minimum;
      return floor ?? Math.min(schema.maximum ?? 1, 1);
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items, resolve, depth + 1));
    case 'null':
      return null;
    default: {
      if (!schema.properties) return {};
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = exampleOf(schema.properties[key], resolve, depth + 1);
      return value;
    }
  }
}
