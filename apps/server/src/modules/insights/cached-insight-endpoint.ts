import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointDef } from '@airscope/contracts';
import type { Actor } from '../../http/actor.ts';
import { bindEndpoint, type BindDeps, type HandlerContext } from '../../http/bind-endpoint.ts';
import type { CachedJson, InsightsResponseCache } from './insights-response-cache.ts';

/** Below this size compressing costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Who is asking, as far as an insights answer depends on it: the user, and for a secure-sharing guest
 * its one project. Authorisation reads only data the version covers (membership, status), so an answer
 * cached for this caller at this version was authorised at this version too.
 */
const callerKey = (actor: Actor) => `${actor.user.id}|${actor.session.role === 'GUEST' ? (actor.session.secure_project_id ?? '') : ''}`;

async function sendJson(request: FastifyRequest, reply: FastifyReply, entry: CachedJson): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (entry.json.length < COMPRESS_FROM_BYTES) return reply.send(entry.json);
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(await entry.brotli());
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(await entry.gzipped());
  return reply.send(entry.json);
}

/**
 * Binds an insights read endpoint whose answer is kept per data version: on a miss the handler runs and
 * its answer is checked against the contract's 200 schema once; hits send the stored JSON (brotli or
 * gzip when the client accepts it).
 */
export function bindCachedInsightEndpoint<E extends EndpointDef & { access: 'session' }>(
  app: FastifyInstance,
  bind: BindDeps,
  cache: InsightsResponseCache,
  endpoint: E,
  handler: (ctx: HandlerContext<E, Actor>) => Promise<unknown>,
): void {
  const schema = endpoint.responses[200];
  if (!schema) throw new Error(`${endpoint.id} has no 200 answer to cache`);
  bindEndpoint(app, bind, endpoint, async (raw) => {
    // A session endpoint always has its actor (bindEndpoint answers 401 before the handler otherwise).
    const ctx = raw as HandlerContext<E, Actor>;
    const key = `${endpoint.id}|${callerKey(ctx.actor)}|${JSON.stringify(ctx.params ?? {})}|${JSON.stringify(ctx.query ?? {})}`;
    const entry = await cache.get(key, async () => schema.parse(await handler(ctx)));
    return sendJson(ctx.request, ctx.reply, entry);
  });
}
