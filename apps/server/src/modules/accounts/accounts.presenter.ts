import type { UserSession } from '@airscope/contracts';
import type { SessionRow } from '../../db/db.types.ts';
import { sessionKeyOf } from './accounts.policy.ts';

/** Session row -> the list item; the id hash itself never leaves the server. */
export function presentSession(row: SessionRow, currentIdHash: string): UserSession {
  return {
    sessionKey: sessionKeyOf(row.id_hash),
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    userAgent: row.user_agent,
    current: row.id_hash === currentIdHash,
  };
}
