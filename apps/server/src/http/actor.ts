import type { DeviceRow, SessionRow, UserRow } from '../db/db.types.ts';

/** Who is calling: the live session and its user, re-read on every request (no cached roles). */
export interface Actor {
  session: SessionRow;
  user: UserRow;
}

/** An activated device calling with its bearer token, acting for the user who approved it. */
export interface DeviceActor {
  device: DeviceRow;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    deviceActor: DeviceActor | null;
  }
}
