import type { FastifyBaseLogger } from 'fastify';
import { findPasswordProblem, PASSWORD_PROBLEM_TEXT, type Registration, type UserSession } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/http-error.ts';
import type { Mailer, MailMessage } from '../../storage/mail/mailer.ts';
import { getDummyHash, hashPassword, verifyPassword } from '../auth/index.ts';
import { createSecretToken, hashToken } from '../auth/index.ts';
import { accountMails } from './accounts.mail.ts';
import {
  ACCOUNT_RATE_LIMITS,
  decideOwnAccountAccess,
  RESET_TOKEN_TTL_MS,
  sessionKeyOf,
  type RateLimitedAction,
} from './accounts.policy.ts';
import { presentSession } from './accounts.presenter.ts';
import type { AccountsRepository } from './accounts.repository.ts';

export interface AccountsServiceDeps {
  accounts: AccountsRepository;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  sessionIdleMs: number;
  /** True when the user's organisation signs in through SSO only: no password can be set by e-mail then. */
  isPasswordSignInDisabled?: (orgId: string | null) => Promise<boolean>;
}

export const INVALID_RESET_LINK = 'This password reset link is invalid, expired or already used. Ask for a new one.';
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';

export function createAccountsService(deps: AccountsServiceDeps) {
  const { accounts, clock, log } = deps;
  const pending = new Set<Promise<void>>();

  /** Mail leaves in the background: the answer's timing must not depend on whether an account exists. */
  function deliver(message: MailMessage): void {
    const sending = deps.mailer
      .send(message)
      .catch((err: unknown) => log.error({ err, event: 'mail.failed' }, 'could not send e-mail'))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  }

  async function enforceRateLimit(action: RateLimitedAction, source: string): Promise<void> {
    const limit = ACCOUNT_RATE_LIMITS[action];
    const now = clock.now();
    const recent = await accounts.countRequests(action, source, new Date(now.getTime() - limit.windowMs));
    if (recent >= limit.attempts) {
      log.warn({ event: `${action}.rate-limited`, source }, 'account request rate-limited');
      throw new HttpError(429, 'Too many requests from this address. Try again later.', 'RATE_LIMITED', {
        'Retry-After': String(limit.windowMs / 1000),
      });
    }
    await accounts.recordRequest(action, source, now);
  }

  function assertPasswordRules(password: string, policyEnabled: boolean): void {
    const problem = findPasswordProblem(password, { policyEnabled });
    if (problem) throw badRequest(PASSWORD_PROBLEM_TEXT[problem], 'PASSWORD_RULES');
  }

  function assertOwnAccount(actor: Actor, userId: string): void {
    const verdict = decideOwnAccountAccess({ userId: actor.user.id, role: actor.session.role }, userId);
    if (verdict === 'not-found') throw notFound();
    if (verdict === 'forbidden') throw forbidden();
  }

  const link = (route: string) => `${deps.publicUrl}${route}`;

  return {
    /** Always the same answer; an address already in use gets a warning mail instead of a second account. */
    async register(input: Registration, ip: string): Promise<void> {
      await enforceRateLimit('register', ip);
      const email = input.email.trim();
      // A new account joins no organisation; the policy of an organisation listing the address's domain applies.
      // It depends on the domain only, so the answer still does not tell whether the address has an account.
      assertPasswordRules(input.password, await accounts.isPasswordPolicyEnabled(null, email));
      // Hash in every case so the answer takes as long for known addresses as for new ones.
      const passwordHash = await hashPassword(input.password);
      const existing = await accounts.findUserByEmail(email);
      const created =
        !existing &&
        (await accounts.insertUser({
          email,
          passwordHash,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          at: clock.now(),
        }));
      if (created) {
        log.info({ event: 'account.registered' }, 'account registered');
        deliver(accountMails.welcome(email, input.firstName.trim(), link('/login')));
      } else {
        log.info({ event: 'account.register-existing' }, 'registration with a known address');
        deliver(accountMails.registrationAttempt(existing?.email ?? email, link('/login'), link('/forgot-password')));
      }
    },

    async requestPasswordReset(email: string, ip: string): Promise<void> {
      await enforceRateLimit('forgot-password', ip);
      const user = await accounts.findUserByEmail(email.trim());
      if (!user || user.disabled) return;
      if (await deps.isPasswordSignInDisabled?.(user.org_id)) {
        log.info(
          { event: 'password.reset-sso-only', userId: user.id },
          'password reset not sent: the organisation signs in through SSO only',
        );
        return;
      }
      const token = createSecretToken();
      const now = clock.now();
      await accounts.replaceResetToken(user.id, hashToken(token), now, new Date(now.getTime() + RESET_TOKEN_TTL_MS));
      const query = new URLSearchParams({ userId: user.id, access_token: token });
      deliver(accountMails.passwordReset(user.email, link(`/password?${query.toString()}`)));
      log.info({ event: 'password.reset-requested', userId: user.id }, 'password reset requested');
    },

    /** Sets the password, uses up the token, ends every session and forgets sign-in failures. */
    async resetPassword(input: { userId: string; accessToken: string; password: string }, ip: string): Promise<void> {
      await enforceRateLimit('reset-password', ip);
      const user = await accounts.findUserById(input.userId).catch(() => undefined);
      const token = user ? await accounts.findLiveResetToken(user.id, hashToken(input.accessToken), clock.now()) : undefined;
      if (!user || !token || user.disabled) throw badRequest(INVALID_RESET_LINK, 'RESET_TOKEN_INVALID');
      assertPasswordRules(input.password, await accounts.isPasswordPolicyEnabled(user.org_id, user.email));
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      if (!(await accounts.consumeResetToken(token.id, now))) throw badRequest(INVALID_RESET_LINK, 'RESET_TOKEN_INVALID');
      await accounts.setPassword(user.id, passwordHash, now);
      await accounts.deleteSessions(user.id);
      await accounts.clearSignInThrottle(user.email);
      log.info({ event: 'password.reset', userId: user.id }, 'password reset');
    },

    async changePassword(actor: Actor, userId: string, input: { currentPassword: string; newPassword: string }): Promise<void> {
      assertOwnAccount(actor, userId);
      await enforceRateLimit('change-password', `user:${userId}`);
      const user = await accounts.findUserById(userId);
      const valid = await verifyPassword(user?.password_hash ?? (await getDummyHash()), input.currentPassword);
      if (!user || !valid) {
        log.warn({ event: 'password.change-refused', userId }, 'wrong current password');
        throw badRequest(WRONG_CURRENT_PASSWORD, 'CURRENT_PASSWORD_WRONG');
      }
      assertPasswordRules(input.newPassword, await accounts.isPasswordPolicyEnabled(user.org_id, user.email));
      await accounts.setPassword(user.id, await hashPassword(input.newPassword), clock.now());
      // Other sessions end at once (docs/security.md S5); this one stays.
      await accounts.deleteSessions(user.id, actor.session.id_hash);
      log.info({ event: 'password.changed', userId }, 'password changed');
    },

    async listSessions(actor: Actor, userId: string): Promise<UserSession[]> {
      assertOwnAccount(actor, userId);
      const now = clock.now();
      const rows = await accounts.listLiveSessions(userId, now, new Date(now.getTime() - deps.sessionIdleMs));
      return rows.map((row) => presentSession(row, actor.session.id_hash));
    },

    async endSession(actor: Actor, userId: string, sessionKey: string): Promise<void> {
      assertOwnAccount(actor, userId);
      if (sessionKeyOf(actor.session.id_hash) === sessionKey) {
        throw badRequest('This is the session you are using; sign out instead.', 'CURRENT_SESSION');
      }
      const now = clock.now();
      const rows = await accounts.listLiveSessions(userId, now, new Date(now.getTime() - deps.sessionIdleMs));
      const target = rows.find((row) => sessionKeyOf(row.id_hash) === sessionKey);
      if (!target) throw notFound();
      await accounts.deleteSession(userId, target.id_hash);
      log.info({ event: 'session.ended', userId }, 'session ended by its user');
    },

    /** Waits for e-mails still being sent (shutdown, tests). */
    async drainMail(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
