import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER, ERROR_TEXT } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../http/actor.ts';
import { HttpError, unauthorized } from '../../http/http-error.ts';
import { readSessionToken } from './session-cookies.ts';
import { hashToken, tokensEqual } from './session-tokens.ts';
import type { SessionsRepository } from './sessions.repository.ts';

export interface SessionResolverDeps {
  sessions: SessionsRepository;
  clock: Clock;
  cookieSecure: boolean;
  idleMs: number;
}

// Writing last_seen_at on every call would serialise the embedded engine; a minute is precise enough.
const TOUCH_EVERY_MS = 60_000;

/** Turns the session cookie and CSRF header into an Actor; 401 without a live session, 403 on a bad token. */
export function createSessionResolver(deps: SessionResolverDeps) {
  async function findActor(request: FastifyRequest): Promise<Actor | null> {
    const token = readSessionToken(request, deps.cookieSecure);
    if (!token) return null;
    const idHash = hashToken(token);
    // One read for the session and its user: it runs on every signed-in request, so nothing about it is kept between requests.
    const found = await deps.sessions.findWithUser(idHash);
    if (!found) return null;
    const { session, user } = found;
    const now = deps.clock.now();
    const idleSince = now.getTime() - new Date(session.last_seen_at).getTime();
    if (new Date(session.expires_at) <= now || idleSince >= deps.idleMs) {
      await deps.sessions.delete(idHash);
      return null;
    }
    if (user.disabled) return null;
    if (idleSince >= TOUCH_EVERY_MS) await deps.sessions.touch(idHash, now);
    return { session, user };
  }

  function assertCsrf(request: FastifyRequest, actor: Actor): void {
    // Node lower-cases header names, so `csrfToken` arrives as `csrftoken`.
    const header = request.headers[CSRF_HEADER.toLowerCase()];
    const value = Array.isArray(header) ? header[0] : header;
    if (!value || !tokensEqual(value, actor.session.csrf_token)) {
      request.log.warn({ event: 'csrf.failed', url: request.url }, 'CSRF token missing or wrong');
      throw new HttpError(403, ERROR_TEXT.csrfInvalid, 'CSRF');
    }
  }

  return {
    /** The live session's actor without the CSRF check, for requests a secret URL already guards; null without one. */
    findActor,
    async requireActor(request: FastifyRequest): Promise<Actor> {
      const actor = await findActor(request);
      if (!actor) throw unauthorized();
      assertCsrf(request, actor);
      return actor;
    },
  };
}
