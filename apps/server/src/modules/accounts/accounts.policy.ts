import type { SessionRole } from '@airscope/contracts';

export type AccountVerdict = 'allow' | 'forbidden' | 'not-found';

/** Security preferences are strictly one's own: other accounts do not exist here (404); guests have none (403). */
export function decideOwnAccountAccess(actor: { userId: string; role: SessionRole }, targetUserId: string): AccountVerdict {
  if (actor.userId !== targetUserId) return 'not-found';
  return actor.role === 'USER' ? 'allow' : 'forbidden';
}

/** The public, stable name of a session: a prefix of its stored hash (never the id). */
export function sessionKeyOf(idHash: string): string {
  return idHash.slice(0, 16);
}

export interface RateLimit {
  attempts: number;
  windowMs: number;
}

/** Limits of the account calls, per IP for the public ones (docs/security.md A3). */
export const ACCOUNT_RATE_LIMITS = {
  register: { attempts: 10, windowMs: 60 * 60_000 },
  'forgot-password': { attempts: 10, windowMs: 15 * 60_000 },
  'reset-password': { attempts: 30, windowMs: 15 * 60_000 },
  /** Per account, not per IP: a stolen session must not be able to guess the current password. */
  'change-password': { attempts: 10, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimit>;
export type RateLimitedAction = keyof typeof ACCOUNT_RATE_LIMITS;

export const RESET_TOKEN_TTL_MS = 30 * 60_000;
