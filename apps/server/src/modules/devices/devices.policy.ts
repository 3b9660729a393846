import { SURVEY_PUSH_SCOPE, type DeviceKind, type DeviceTokenErrorCode } from '@airscope/contracts';
import type { DeviceAuthorizationRow } from '../../db/db.types.ts';

/** The client ids a device may announce itself with, and the kind of device each is. */
export const DEVICE_CLIENTS: Readonly<Record<string, DeviceKind>> = {
  'airscope-agent': 'SURVEY_AGENT',
  'ai-pro': 'AI_PRO',
};

/** The kind of device a client_id names; own keys only, so `constructor` and the like name none. */
export const deviceKindOf = (clientId: string): DeviceKind | undefined =>
  Object.hasOwn(DEVICE_CLIENTS, clientId) ? DEVICE_CLIENTS[clientId] : undefined;

/** The scopes a device may hold. */
const DEVICE_SCOPES: ReadonlySet<string> = new Set([SURVEY_PUSH_SCOPE]);

/** RFC 6749 section 3.3: a scope is "a list of space-delimited, case-sensitive strings"; the ones we do not know. */
export const unknownScopes = (scope: string): string[] => scope.split(' ').filter((token) => !DEVICE_SCOPES.has(token));

/** RFC 8628 section 3.5: a poll sooner than the interval is answered slow_down and the interval grows by 5 s. */
export const SLOW_DOWN_STEP_SECONDS = 5;

export type PollVerdict = { kind: 'issue' } | { kind: 'error'; error: DeviceTokenErrorCode; slowDown?: boolean };

/**
 * What a device's token poll gets, in RFC 8628 section 3.5's order: an unknown or used code is invalid_grant,
 * an expired one expired_token, a denied one access_denied, an approved one its token (once); a pending
 * one authorization_pending, or slow_down when it polled before its interval had passed.
 */
export function decidePoll(
  row: Pick<DeviceAuthorizationRow, 'status' | 'expires_at' | 'last_polled_at' | 'interval_seconds'> | undefined,
  now: Date,
): PollVerdict {
  if (!row || row.status === 'CONSUMED') return { kind: 'error', error: 'invalid_grant' };
  if (new Date(row.expires_at) <= now) return { kind: 'error', error: 'expired_token' };
  if (row.status === 'DENIED') return { kind: 'error', error: 'access_denied' };
  if (row.status === 'APPROVED') return { kind: 'issue' };
  const sinceLast = row.last_polled_at ? now.getTime() - new Date(row.last_polled_at).getTime() : Infinity;
  if (sinceLast < row.interval_seconds * 1000) return { kind: 'error', error: 'slow_down', slowDown: true };
  return { kind: 'error', error: 'authorization_pending' };
}

/** A user code can be approved or denied only while it is pending and not expired. */
export function canDecideActivation(row: Pick<DeviceAuthorizationRow, 'status' | 'expires_at'>, now: Date): boolean {
  return row.status === 'PENDING' && new Date(row.expires_at) > now;
}
