import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The route schema key that carries an endpoint's `alternativeAnswers` to the OpenAPI document. */
export const ALTERNATIVE_ANSWERS = 'x-alternative-answers';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Zod schemas to OpenAPI, with each endpoint's other answer media types listed beside its JSON 200. */
function transform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const alternatives = (input.schema as Record<string, unknown> | undefined)?.[ALTERNATIVE_ANSWERS] as Record<string, string> | undefined;
  const out = jsonSchemaTransform(input);
  if (!alternatives) return out;
  const { [ALTERNATIVE_ANSWERS]: _, ...schema } = out.schema as Record<string, unknown> & { response: Record<string, unknown> };
  const content: Record<string, unknown> = { 'application/json': { schema: schema.response['200'] } };
  for (const [type, description] of Object.entries(alternatives))
    content[type] = { schema: { type: 'string', format: 'binary', description } };
  schema.response = { ...schema.response, '200': { description: 'Default Response', content } };
  return { ...out, schema };
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
