import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isGuestAllowed, type EndpointDef } from '@airscope/contracts';
import { forbidden, HttpError } from './http-error.ts';
import type { Actor } from './actor.ts';

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

type ActorFor<E extends EndpointDef> = E['access'] extends 'session' ? Actor : null;
type Handler<E extends EndpointDef> = (ctx: HandlerContext<E, ActorFor<E>>) => Promise<unknown>;

export interface BindDeps {
  /** Resolves the session (401) and checks the CSRF header (403). */
  requireActor(request: FastifyRequest): Promise<Actor>;
}

function isAnswer(value: unknown): value is Answer {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

function assertContentType(endpoint: EndpointDef, request: FastifyRequest): void {
  if (!endpoint.body) return;
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  const expected = endpoint.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  // Refusing other types also stops "simple request" CSRF (security bar S9).
  if (type !== expected) throw new HttpError(415, `Content-Type must be ${expected}`, 'UNSUPPORTED_MEDIA_TYPE');
}

/** Binds one contract endpoint: schemas validate input and output; the session gate runs first. */
export function bindEndpoint<E extends EndpointDef>(app: FastifyInstance, deps: BindDeps, endpoint: E, handler: Handler<E>): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: endpoint.responses,
      ...(endpoint.access === 'session' ? { security: [{ session: [], csrfToken: [] }] } : {}),
    },
    // Authentication runs before validation so an anonymous caller learns nothing about the route's shape.
    onRequest: async (request) => {
      request.actor = endpoint.access === 'session' ? await deps.requireActor(request) : null;
      // A secure-sharing guest reaches only read calls of its one project (deny by default).
      if (request.actor?.session.role === 'GUEST' && !isGuestAllowed(endpoint)) throw forbidden();
    },
    preValidation: async (request) => assertContentType(endpoint, request),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as Out<E['params']>,
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        actor: request.actor as ActorFor<E>,
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
