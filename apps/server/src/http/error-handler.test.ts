import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_TEXT, OAuthErrorSchema } from '@airscope/contracts';
import { installErrorHandler } from './error-handler.ts';
import { HttpError } from './http-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// A response schema serialises what a route answers; the error handler's own bodies must not depend on it, or a
// status whose declared schema describes something else turns every refusal into FST_ERR_RESPONSE_SERIALIZATION.
describe('error answers whatever the route declares', () => {
  const app = Fastify({ logger: false, genReqId: () => crypto.randomUUID() });

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app);
    const response = { 200: z.object({ name: z.string() }), 409: z.object({ conflictingId: z.string() }), 400: OAuthErrorSchema };
    app.get('/answers-off-schema', { schema: { response } }, async () => ({ name: 42 }));
    app.get('/conflict', { schema: { response } }, async () => {
      throw new HttpError(409, 'The name is taken.', 'NAME_TAKEN');
    });
    app.get('/oauth-refusal', { schema: { response } }, async () => {
      throw new HttpError(400, 'device_code is missing.', 'VALIDATION');
    });
    app.get('/oauth-unexpected', { schema: { response } }, async () => {
      throw new HttpError(401, 'Authentication required', 'UNAUTHENTICATED');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a handler whose answer fails its own schema with a 500 in the error shape, not the framework one', async () => {
    const response = await app.inject({ method: 'GET', url: '/answers-off-schema' });
    expect([response.statusCode, response.json()]).toEqual([
      500,
      {
        errorMessageList: [{ errorDescription: ERROR_TEXT.unexpected, errorCode: 'INTERNAL' }],
        message: ERROR_TEXT.unexpected,
        requestId: expect.stringMatching(UUID),
      },
    ]);
  });

  it('sends a refusal whole when the status declares another schema', async () => {
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect([response.statusCode, response.json()]).toEqual([
      409,
      {
        errorMessageList: [{ errorDescription: 'The name is taken.', errorCode: 'NAME_TAKEN' }],
        message: 'The name is taken.',
        requestId: expect.stringMatching(UUID),
      },
    ]);
  });

  it("answers RFC 6749's error shape for a status declared with it, and the product's for any other", async () => {
    const refusal = await app.inject({ method: 'GET', url: '/oauth-refusal' });
    expect([refusal.statusCode, refusal.json()]).toEqual([400, { error: 'invalid_request', error_description: 'device_code is missing.' }]);
    const other = await app.inject({ method: 'GET', url: '/oauth-unexpected' });
    expect([other.statusCode, other.json().requestId]).toEqual([401, expect.stringMatching(UUID)]);
  });
});
