import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isGuestAllowed, requestMediaTypes, type EndpointDef } from '@airscope/contracts';
import { forbidden, HttpError, unauthorized } from './http-error.ts';
import { assertSafeInput } from './input-guards.ts';
import type { Actor, DeviceActor } from './actor.ts';
import type { FeatureGate } from './feature-gate.ts';
import { ALTERNATIVE_ANSWERS, RAW_BODY } from './openapi.ts';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface HandlerContext<E extends EndpointDef, A> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  actor: A;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A non-200 answer: `{ status, body }`. A plain value is sent as 200. */
export interface Answer {
  readonly status: number;
  readonly body: unknown;
}
export const answer = (status: number, body: unknown): Answer => ({ status, body });

type ActorFor<E extends EndpointDef> = E['access'] extends 'session' ? Actor : E['access'] extends 'device' ? DeviceActor : null;
type Handler<E extends EndpointDef> = (ctx: HandlerContext<E, ActorFor<E>>) => Promise<unknown>;

export interface BindDeps {
  /** Resolves the session (401) and checks the CSRF header (403). */
  requireActor(request: FastifyRequest): Promise<Actor>;
  /** Resolves an activated device's bearer token (401); without it, device endpoints refuse everyone. */
  requireDevice?(request: FastifyRequest): Promise<DeviceActor>;
  /** The caller's live session, if any, without the CSRF check (for routes a secret URL guards). */
  findActor?(request: FastifyRequest): Promise<Actor | null>;
  /** The EULA, licence and product-access gates of a route (403); read fresh on every request. */
  assertEndpointAccess?(endpoint: EndpointDef, actor: Actor | DeviceActor): Promise<void>;
  /** Refuses requests of features the page configuration switched off. */
  featureGate?: FeatureGate;
}

function isAnswer(value: unknown): value is Answer {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

/**
 * The request body's media type must be one the endpoint declares (`requestMediaTypes`): checked before the body is
 * parsed, so a body in another encoding is a 415 whatever it holds. Refusing other types also stops "simple request"
 * CSRF (docs/security.md S9).
 */
function assertContentType(endpoint: EndpointDef, request: FastifyRequest): void {
  const accepted = requestMediaTypes(endpoint);
  if (accepted.length === 0) return;
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!accepted.includes(type)) throw new HttpError(415, `Content-Type must be ${accepted.join(' or ')}`, 'UNSUPPORTED_MEDIA_TYPE');
}

/** A raw body's media types get a parser that hands the handler the stream unread (it streams to storage with its own limit). */
function registerRawParsers(app: FastifyInstance, endpoint: EndpointDef): void {
  for (const type of endpoint.rawBody?.mediaTypes ?? []) {
    if (!app.hasContentTypeParser(type)) app.addContentTypeParser(type, (_request, payload, done) => done(null, payload));
  }
}

/** Binds one contract endpoint: schemas validate input and output; the session gate runs first. */
export function bindEndpoint<E extends EndpointDef>(app: FastifyInstance, deps: BindDeps, endpoint: E, handler: Handler<E>): void {
  registerRawParsers(app, endpoint);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimitBytes
      ? { bodyLimit: endpoint.bodyLimitBytes }
      : endpoint.maxBodyBytes
        ? { bodyLimit: endpoint.maxBodyBytes }
        : {}),
    schema: {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(requestMediaTypes(endpoint).length > 0 ? { consumes: requestMediaTypes(endpoint) } : {}),
      ...(endpoint.rawBody ? { [RAW_BODY]: endpoint.rawBody.description } : {}),
      response: endpoint.responses,
      ...(endpoint.alternativeAnswers ? { [ALTERNATIVE_ANSWERS]: endpoint.alternativeAnswers } : {}),
      ...(endpoint.access === 'session' ? { security: [{ session: [], csrfToken: [] }] } : {}),
      ...(endpoint.access === 'device' ? { security: [{ deviceToken: [] }] } : {}),
    },
    // Authentication runs before validation so an anonymous caller learns nothing about the route's shape.
    onRequest: async (request) => {
      request.actor = endpoint.access === 'session' ? await deps.requireActor(request) : null;
      if (endpoint.access === 'device') {
        if (!deps.requireDevice) throw unauthorized();
        request.deviceActor = await deps.requireDevice(request);
      }
      // A secure-sharing guest reaches only read calls of its one project (deny by default).
      if (request.actor?.session.role === 'GUEST' && !isGuestAllowed(endpoint)) throw forbidden();
      const principal = request.actor ?? request.deviceActor;
      if (principal && deps.assertEndpointAccess) await deps.assertEndpointAccess(endpoint, principal);
    },
    preParsing: async (request) => {
      assertContentType(endpoint, request);
    },
    preValidation: async (request) => {
      assertSafeInput(request.params);
      assertSafeInput(request.query);
      assertSafeInput(request.body);
    },
    // After validation, so a flag that refuses only some requests reads the parsed query and body.
    preHandler: async (request) => {
      const refusal = deps.featureGate?.(endpoint, request);
      if (refusal) throw refusal;
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as Out<E['params']>,
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        actor: (endpoint.access === 'device' ? request.deviceActor : request.actor) as ActorFor<E>,
        request,
        reply,
      });
      // A handler that answered itself (a file, a stream, a redirect) returns the reply.
      if (result === reply || reply.sent) return reply;
      if (isAnswer(result)) {
        if (result.status === 204) return reply.status(204).send();
        return reply.status(result.status).send(result.body);
      }
      return reply.status(200).send(result);
    },
  });
}
