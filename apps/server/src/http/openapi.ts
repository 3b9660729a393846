import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ApiErrorSchema, ERROR_TEXT } from '@airscope/contracts';

/** The route schema key that carries an endpoint's `alternativeAnswers` to the OpenAPI document. */
export const ALTERNATIVE_ANSWERS = 'x-alternative-answers';
/** The route schema key that carries a raw body's description; its media types travel as the schema's `consumes`. */
export const RAW_BODY = 'x-raw-body';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformOutput = ReturnType<typeof jsonSchemaTransform>;
type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown>; consumes?: readonly string[] };

/**
 * Answers any route may give before it is reached, whatever it declares (docs/product.md §8): an address or headers
 * too long, a body in a media type the route does not take, a body that is not what its media type says.
 */
const EVERY_ROUTE_ANSWERS: Record<number, string> = {
  414: 'The address is too long.',
  431: 'The request headers are too large.',
};
const BODY_ROUTE_ANSWERS: Record<number, string> = {
  400: ERROR_TEXT.validationFailed,
  413: 'The request body is too large.',
  415: 'The body is not in a media type this operation accepts (see its request body).',
};

let errorBodySchema: unknown;
/** The error body's schema as the transform writes it for the document's OpenAPI version. */
function errorSchemaFor(input: TransformInput): unknown {
  errorBodySchema ??= (jsonSchemaTransform({ ...input, schema: { response: { 400: ApiErrorSchema } } }).schema as RouteSchema).response?.[
    '400'
  ];
  return errorBodySchema;
}

function withAnswers(response: Record<string, unknown>, answers: Record<number, string>, errorSchema: unknown): Record<string, unknown> {
  const out = { ...response };
  for (const [status, description] of Object.entries(answers)) {
    out[status] ??= { ...(errorSchema as object), description };
  }
  return out;
}

/**
 * Zod schemas to OpenAPI, with what the route really takes and gives: the request media types the binder enforces
 * (`consumes`, from the endpoint's declaration), a raw body as binary, the answers every route may give, and each
 * endpoint's other answer media types beside its JSON 200.
 */
function transform(input: TransformInput): TransformOutput {
  const source = input.schema as RouteSchema | undefined;
  const alternatives = source?.[ALTERNATIVE_ANSWERS] as Record<string, string> | undefined;
  const rawBody = source?.[RAW_BODY] as string | undefined;
  const out = jsonSchemaTransform(input);
  if (!out.schema || (out.schema as { hide?: boolean }).hide) return out;
  const { [ALTERNATIVE_ANSWERS]: _alternatives, [RAW_BODY]: _raw, ...schema } = out.schema as RouteSchema;
  if (rawBody) schema.body = { type: 'string', format: 'binary', description: rawBody };
  const errorSchema = errorSchemaFor(input);
  let response = withAnswers(schema.response ?? {}, EVERY_ROUTE_ANSWERS, errorSchema);
  if (schema.consumes?.length) response = withAnswers(response, BODY_ROUTE_ANSWERS, errorSchema);
  if (alternatives) {
    const content: Record<string, unknown> = { 'application/json': { schema: response['200'] } };
    for (const [type, description] of Object.entries(alternatives))
      content[type] = { schema: { type: 'string', format: 'binary', description } };
    response['200'] = { description: 'Default Response', content };
  }
  return { ...out, schema: { ...schema, response } };
}

/** OpenAPI generated from the bound contract endpoints: JSON at /api/docs/json, a browser view at /api/docs. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Airscope API', version: '1.0.0', description: 'Every endpoint, generated from packages/contracts.' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: '__Host-airscope_session' },
          csrfToken: { type: 'apiKey', in: 'header', name: 'csrfToken' },
          deviceToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token an activated device received from /activationapi/v1/device/token',
          },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
