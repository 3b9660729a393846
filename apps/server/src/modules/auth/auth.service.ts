import type { FastifyBaseLogger } from 'fastify';
import { ERROR_TEXT, LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES, SSO_ONLY_TEXT } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { SessionRow, UserRow } from '../../db/db.types.ts';
import { HttpError } from '../../http/http-error.ts';
import type { LoginThrottleRepository } from './login-throttle.repository.ts';
import { getDummyHash, verifyPassword } from './password-hasher.ts';
import { createSecretToken, hashToken } from './session-tokens.ts';
import type { SessionsRepository } from './sessions.repository.ts';

const RULES = { maxFailures: LOGIN_MAX_FAILURES, windowMs: LOGIN_LOCK_MINUTES * 60_000, lockMs: LOGIN_LOCK_MINUTES * 60_000 };
/** Per-IP ceiling, checked before any hash so lockout cannot be used to burn CPU (docs/security.md A3). */
const IP_LIMIT = { attempts: 100, windowMs: 15 * 60_000 };

export interface AuthServiceDeps {
  /** The users module's repository, wired by the composition root; auth only looks users up by address. */
  users: { findByEmail(email: string): Promise<UserRow | undefined> };
  sessions: SessionsRepository;
  throttle: LoginThrottleRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  sessionAbsoluteMs: number;
  /** True when the user's organisation has switched passwords off for single sign-on. */
  isPasswordSignInDisabled?: (orgId: string | null) => Promise<boolean>;
}

export interface SignInInput {
  username: string;
  password: string;
  ip: string;
  userAgent: string | undefined;
  previousSessionToken: string | undefined;
}

export interface SignInResult {
  userId: string;
  sessionToken: string;
  csrfToken: string;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { users, sessions, throttle, clock, log } = deps;

  async function refuse(username: string, ip: string, outcome: string, error: HttpError): Promise<never> {
    await throttle.recordAttempt(username, ip, outcome, false, clock.now());
    log.warn({ event: `login.${outcome}`, ip }, 'sign-in refused');
    throw error;
  }

  async function startUserSession(userId: string, input: { userAgent: string | undefined; previousSessionToken: string | undefined }) {
    const now = clock.now();
    // The session a browser held before signing in ends here (fixation, docs/security.md S2).
    if (input.previousSessionToken) await sessions.delete(hashToken(input.previousSessionToken));
    const sessionToken = createSecretToken();
    const csrfToken = createSecretToken();
    const row: SessionRow = {
      id_hash: hashToken(sessionToken),
      user_id: userId,
      role: 'USER',
      csrf_token: csrfToken,
      secure_project_id: null,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + deps.sessionAbsoluteMs),
      user_agent: input.userAgent?.slice(0, 500) ?? null,
    };
    await sessions.insert(row);
    return { sessionToken, csrfToken };
  }

  return {
    /** Password sign-in: per-IP limit, account lock, constant-shape failures, a fresh session id. */
    async signIn(input: SignInInput): Promise<SignInResult> {
      const username = input.username.trim().toLowerCase();
      const now = clock.now();
      const recent = await throttle.countAttemptsFromIp(input.ip, new Date(now.getTime() - IP_LIMIT.windowMs));
      if (recent >= IP_LIMIT.attempts) {
        throw new HttpError(429, 'Too many sign-in attempts from this address. Try again later.', 'RATE_LIMITED', {
          'Retry-After': String(IP_LIMIT.windowMs / 1000),
        });
      }
      const reservation = await throttle.reserveAttempt(username, now, RULES);
      if (reservation.outcome === 'locked') {
        await refuse(username, input.ip, 'locked', new HttpError(423, ERROR_TEXT.loginLocked, 'LOCKED'));
      }
      const user = await users.findByEmail(username);
      const passwordHash = user && !user.disabled ? user.password_hash : await getDummyHash();
      const valid = (await verifyPassword(passwordHash, input.password)) && user !== undefined && !user.disabled;
      if (!valid || !user) {
        return refuse(username, input.ip, 'failed', new HttpError(401, ERROR_TEXT.loginFailed, 'LOGIN_FAILED'));
      }
      await throttle.clear(username);
      await throttle.recordAttempt(username, input.ip, 'ok', true, now);
      if (await deps.isPasswordSignInDisabled?.(user.org_id)) {
        log.warn({ event: 'login.sso-only', userId: user.id }, 'password sign-in refused: the organisation signs in through SSO only');
        throw new HttpError(403, SSO_ONLY_TEXT, 'SSO_ONLY');
      }
      const session = await startUserSession(user.id, input);
      log.info({ event: 'login.ok', userId: user.id }, 'signed in');
      return { userId: user.id, ...session };
    },

    /** A session for a user whose identity provider vouched for them (SAML single sign-on). */
    async startSsoSession(input: { userId: string; userAgent: string | undefined; previousSessionToken: string | undefined }) {
      const session = await startUserSession(input.userId, input);
      log.info({ event: 'login.sso', userId: input.userId }, 'signed in through single sign-on');
      return session;
    },

    /** A read-only GUEST session on one shared project (secure sharing); it never outlives `lifetimeMs`. */
    async startGuestSession(input: { guestUserId: string; projectId: string; userAgent: string | undefined; lifetimeMs: number }) {
      const now = clock.now();
      const sessionToken = createSecretToken();
      const csrfToken = createSecretToken();
      await sessions.insert({
        id_hash: hashToken(sessionToken),
        user_id: input.guestUserId,
        role: 'GUEST',
        csrf_token: csrfToken,
        secure_project_id: input.projectId,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + Math.min(input.lifetimeMs, deps.sessionAbsoluteMs)),
        user_agent: input.userAgent?.slice(0, 500) ?? null,
      });
      log.info({ event: 'login.guest', projectId: input.projectId }, 'guest signed in with a one-time code');
      return { sessionToken, csrfToken };
    },

    async signOut(session: SessionRow): Promise<void> {
      await sessions.delete(session.id_hash);
      log.info({ event: 'logout', userId: session.user_id }, 'signed out');
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
