import type { SessionRow, UserRow } from '../db/db.types.ts';

/** Who is calling: the live session and its user, re-read on every request (no cached roles). */
export interface Actor {
  session: SessionRow;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}
