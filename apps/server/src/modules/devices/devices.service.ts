import { randomUUID } from 'node:crypto';
import {
  DEVICE_CODE_GRANT_TYPE,
  SURVEY_PUSH_SCOPE,
  type ActivatedDevice,
  type DeviceActivationRequest,
  type DeviceAuthorizationRequest,
  type DeviceAuthorizationResponse,
  type DeviceTokenRequest,
  type DeviceTokenResponse,
  type OAuthError,
} from '@airscope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { DeviceAuthorizationRow, DeviceRow, UserRow } from '../../db/db.types.ts';
import type { Actor } from '../../http/actor.ts';
import { HttpError, notFound, unauthorized } from '../../http/http-error.ts';
import { createSecretToken, hashToken } from '../auth/index.ts';
import { createUserCode, formatUserCode, normalizeUserCode } from './device-codes.ts';
import { canDecideActivation, decidePoll, deviceKindOf, unknownScopes, SLOW_DOWN_STEP_SECONDS } from './devices.policy.ts';
import type { DevicesRepository } from './devices.repository.ts';

export interface DevicesServiceDeps {
  devices: DevicesRepository;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Where people enter the code: this server's `/device` page. */
  verificationUri: string;
}

/** Device codes live 10 minutes, like other out-of-band codes; devices poll every 5 s at first. */
export const DEVICE_CODE_LIFETIME_SECONDS = 600;
export const DEVICE_POLL_INTERVAL_SECONDS = 5;
/** A device token works 90 days; then the device is activated again, so a lost device's token does not live forever. */
export const DEVICE_TOKEN_LIFETIME_SECONDS = 90 * 24 * 3600;
/** RFC 6749 section 5.1: answers carrying tokens or codes are not stored by any cache. */
export const TOKEN_RESPONSE_HEADERS = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;
/** A user may type this many wrong codes per window; the next lookups answer 429 until the window ends. */
export const MAX_CODE_FAILURES = 10;
const FAILURE_WINDOW_MS = 10 * 60_000;

/** A token-endpoint answer: the token, or an RFC 8628 error with its status. */
export type PollAnswer = { status: 200; body: DeviceTokenResponse } | { status: 400 | 401; body: OAuthError };

// RFC 6749 section 5.2: error_description "MUST NOT include characters outside the set %x20-21 / %x23-5B / %x5D-7E".
const describeError = (text: string) => text.replace(/[^\x20\x21\x23-\x5b\x5d-\x7e]/g, '?');

const oauthError = (error: OAuthError['error'], description: string, status: 400 | 401 = 400): PollAnswer => ({
  status,
  body: { error, error_description: describeError(description) },
});

const POLL_TEXT: Record<string, string> = {
  authorization_pending: 'The user has not approved this device yet.',
  slow_down: 'Polling too fast; wait longer between polls.',
  access_denied: 'The user denied this device.',
  expired_token: 'The device code has expired; start the activation again.',
  invalid_grant: 'Unknown or already used device code.',
};

function presentActivation(row: DeviceAuthorizationRow): DeviceActivationRequest {
  return {
    userCode: formatUserCode(row.user_code),
    deviceName: row.device_name,
    kind: row.kind,
    scope: row.scope,
    status: row.status === 'CONSUMED' ? 'APPROVED' : row.status,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

function presentDevice(row: DeviceRow): ActivatedDevice {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    activatedAt: new Date(row.activated_at).toISOString(),
    lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/** RFC 8628 device authorization grant: devices ask for codes and poll; signed-in users approve; tokens act for them. */
export function createDevicesService(deps: DevicesServiceDeps) {
  const { devices, clock } = deps;

  async function findPending(actor: Actor, userCodeTyped: string): Promise<DeviceAuthorizationRow> {
    const now = clock.now();
    const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
    // Checked before the lookup, so a user guessing codes learns nothing more once over the limit.
    if ((await devices.countFailures(actor.user.id, windowStart)) >= MAX_CODE_FAILURES) {
      deps.log.warn({ event: 'device.code_guessing', userId: actor.user.id }, 'too many wrong device codes');
      throw new HttpError(429, 'Too many wrong codes. Wait 10 minutes, then enter the code your device shows.', 'TOO_MANY_CODES', {
        'retry-after': String(FAILURE_WINDOW_MS / 1000),
      });
    }
    const code = normalizeUserCode(userCodeTyped);
    const row = code ? await devices.findAuthorizationByUserCode(code) : undefined;
    // Expired and used codes look unknown, so a code cannot be probed after its life.
    if (!row || new Date(row.expires_at) <= now || row.status === 'CONSUMED') {
      await devices.recordFailure(actor.user.id, now, windowStart);
      throw notFound();
    }
    return row;
  }

  async function decide(actor: Actor, userCode: string, status: 'APPROVED' | 'DENIED'): Promise<DeviceActivationRequest> {
    const row = await findPending(actor, userCode);
    if (!canDecideActivation(row, clock.now()) || !(await devices.decide(row.id, status, actor.user.id))) {
      throw new HttpError(409, 'This code has already been approved or denied.', 'ALREADY_DECIDED');
    }
    deps.log.info(
      { event: status === 'APPROVED' ? 'device.approved' : 'device.denied', userId: actor.user.id, kind: row.kind },
      'device activation decided',
    );
    return presentActivation({ ...row, status });
  }

  return {
    async startAuthorization(
      request: DeviceAuthorizationRequest,
    ): Promise<{ status: 200; body: DeviceAuthorizationResponse } | { status: 400; body: OAuthError }> {
      const kind = deviceKindOf(request.client_id);
      if (!kind)
        return {
          status: 400,
          body: { error: 'invalid_client', error_description: describeError(`Unknown client_id '${request.client_id}'.`) },
        };
      const scope = request.scope?.trim() || SURVEY_PUSH_SCOPE;
      const unknown = unknownScopes(scope);
      // RFC 6749 section 5.2 (RFC 8628 section 3.2 uses its codes): "invalid_scope: The requested scope is invalid, unknown, or malformed".
      if (unknown.length > 0)
        return {
          status: 400,
          body: {
            error: 'invalid_scope',
            error_description: describeError(`Unknown scope '${unknown.join(' ')}'; devices may ask only for '${SURVEY_PUSH_SCOPE}'.`),
          },
        };
      await devices.deleteExpiredAuthorizations(clock.now());
      const deviceCode = createSecretToken();
      const now = clock.now();
      const row: DeviceAuthorizationRow = {
        id: randomUUID(),
        device_code_hash: hashToken(deviceCode),
        user_code: createUserCode(),
        kind,
        device_name: request.device_name ?? (kind === 'SURVEY_AGENT' ? 'Survey agent' : 'AI Pro device'),
        scope: [...new Set(scope.split(' '))].join(' '),
        status: 'PENDING',
        user_id: null,
        interval_seconds: DEVICE_POLL_INTERVAL_SECONDS,
        last_polled_at: null,
        expires_at: new Date(now.getTime() + DEVICE_CODE_LIFETIME_SECONDS * 1000),
        created_at: now,
      };
      await devices.insertAuthorization(row);
      const userCode = formatUserCode(row.user_code);
      return {
        status: 200,
        body: {
          device_code: deviceCode,
          user_code: userCode,
          verification_uri: deps.verificationUri,
          verification_uri_complete: `${deps.verificationUri}?user_code=${encodeURIComponent(userCode)}`,
          expires_in: DEVICE_CODE_LIFETIME_SECONDS,
          interval: DEVICE_POLL_INTERVAL_SECONDS,
        },
      };
    },

    async pollToken(request: DeviceTokenRequest): Promise<PollAnswer> {
      if (request.grant_type !== DEVICE_CODE_GRANT_TYPE)
        return oauthError('unsupported_grant_type', `grant_type must be ${DEVICE_CODE_GRANT_TYPE}.`);
      // RFC 8628 section 3.4: client_id is "REQUIRED if the client is not authenticating with the authorization
      // server"; our devices are public clients, so it is always required ("invalid_request": a missing parameter).
      if (!request.client_id) return oauthError('invalid_request', 'client_id is required.');
      if (!request.device_code) return oauthError('invalid_request', 'device_code is required.');
      const clientKind = deviceKindOf(request.client_id);
      if (!clientKind) return oauthError('invalid_client', `Unknown client_id '${request.client_id}'.`, 401);
      const row = await devices.findAuthorizationByDeviceCode(hashToken(request.device_code));
      // RFC 6749 section 5.2: a grant "issued to another client" is invalid_grant.
      if (row && clientKind !== row.kind) return oauthError('invalid_grant', 'The device code was issued to another client.');
      const now = clock.now();
      const verdict = decidePoll(row, now);
      if (verdict.kind === 'error') {
        if (row && (verdict.error === 'authorization_pending' || verdict.error === 'slow_down')) {
          await devices.notePoll(row.id, now, row.interval_seconds + (verdict.slowDown ? SLOW_DOWN_STEP_SECONDS : 0));
        }
        return oauthError(verdict.error, POLL_TEXT[verdict.error] ?? verdict.error);
      }
      const approved = row!;
      const token = `asd_${createSecretToken()}`;
      const device: DeviceRow = {
        id: randomUUID(),
        user_id: approved.user_id!,
        name: approved.device_name,
        kind: approved.kind,
        scope: approved.scope,
        token_hash: hashToken(token),
        activated_at: now,
        last_seen_at: null,
        expires_at: new Date(now.getTime() + DEVICE_TOKEN_LIFETIME_SECONDS * 1000),
      };
      if (!(await devices.activate(approved.id, device))) return oauthError('invalid_grant', POLL_TEXT.invalid_grant!);
      deps.log.info({ event: 'device.activated', userId: device.user_id, deviceId: device.id }, 'device activated');
      return {
        status: 200,
        body: { access_token: token, token_type: 'Bearer', expires_in: DEVICE_TOKEN_LIFETIME_SECONDS, scope: device.scope },
      };
    },

    async describeActivation(actor: Actor, userCode: string): Promise<DeviceActivationRequest> {
      return presentActivation(await findPending(actor, userCode));
    },

    approve: (actor: Actor, userCode: string) => decide(actor, userCode, 'APPROVED'),
    deny: (actor: Actor, userCode: string) => decide(actor, userCode, 'DENIED'),

    async list(actor: Actor): Promise<ActivatedDevice[]> {
      return (await devices.listDevices(actor.user.id)).map(presentDevice);
    },

    async revoke(actor: Actor, deviceId: string): Promise<void> {
      if (!(await devices.deleteDevice(actor.user.id, deviceId))) throw notFound();
      deps.log.info({ event: 'device.revoked', userId: actor.user.id, deviceId }, 'device revoked');
    },

    /** The user a bearer token acts for, if the device holds the scope; 401 for a missing, unknown, revoked or expired token. */
    async authenticate(authorization: string | undefined, scope: string): Promise<{ device: DeviceRow; user: UserRow }> {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
      const found = match ? await devices.findByToken(hashToken(match[1]!)) : undefined;
      if (!found || found.user.disabled || new Date(found.device.expires_at) <= clock.now()) throw unauthorized();
      if (!found.device.scope.split(' ').includes(scope)) throw new HttpError(403, 'This device may not do that.', 'INSUFFICIENT_SCOPE');
      await devices.touch(found.device.id, clock.now());
      return found;
    },
  };
}
export type DevicesService = ReturnType<typeof createDevicesService>;
