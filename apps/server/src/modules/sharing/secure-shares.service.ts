import {
  GUEST_SESSION_HOURS,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_CODES_PER_HOUR,
  OTP_TEXT,
  OTP_TTL_MINUTES,
  SHARING_TEXT,
  type SecureShare,
} from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../http/actor.ts';
import { forbidden, HttpError, notFound } from '../../http/http-error.ts';
import type { Mailer, MailMessage } from '../../storage/mail/mailer.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createSecretToken, hashToken } from '../auth/index.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { LicenceGate } from '../users/index.ts';
import { generateOtpCode, hashOtpCode, otpHashesEqual } from './otp-codes.ts';
import type { SecureSharesRepository } from './secure-shares.repository.ts';
import { sharingMails } from './sharing.mail.ts';
import { isRecipientAllowed } from './sharing.policy.ts';
import type { SharingRepository } from './sharing.repository.ts';

const HOUR_MS = 3_600_000;
/** Per-IP ceilings on the public calls, checked before any code is compared (docs/security.md O2, X2). */
const IP_LIMITS = { code: { requests: 20, windowMs: HOUR_MS }, login: { requests: 60, windowMs: 15 * 60_000 } };

export interface SecureSharesServiceDeps {
  projectsService: ProjectsService;
  auth: AuthService;
  shares: SecureSharesRepository;
  sharing: SharingRepository;
  assertLicenceAllowsWrites: LicenceGate;
  mailer: Mailer;
  clock: Clock;
  codeSecret: Buffer;
  publicUrl: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

const refused = () => new HttpError(401, OTP_TEXT.codeRefused, 'OTP_REFUSED');

function presentShare(row: { id: string; project_id: string; email: string; created_at: Date | string; used?: unknown }): SecureShare {
  return {
    shareId: row.id,
    projectId: row.project_id,
    email: row.email,
    createdAt: new Date(row.created_at).toISOString(),
    used: Boolean(row.used),
  };
}

/** Secure sharing by one-time password: owners share and revoke; recipients trade an e-mailed code for a GUEST session. */
export function createSecureSharesService(deps: SecureSharesServiceDeps) {
  const { shares, clock, log } = deps;
  const pending = new Set<Promise<void>>();

  // Mail leaves in the background: the answer must not wait for (or reveal) delivery.
  function sendLater(message: MailMessage) {
    const sending = deps.mailer
      .send(message)
      .catch((err: unknown) => log.error({ err, event: 'sharing.mail-failed' }, 'could not send a sharing e-mail'))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  }

  async function assertIpAllowed(action: keyof typeof IP_LIMITS, ip: string) {
    const limit = IP_LIMITS[action];
    const now = clock.now();
    const count = await deps.sharing.countAndRecordRequest(`otp-${action}`, ip, now, new Date(now.getTime() - limit.windowMs));
    if (count > limit.requests) {
      throw new HttpError(429, OTP_TEXT.tooManyAttempts, 'RATE_LIMITED', { 'Retry-After': String(limit.windowMs / 1000) });
    }
  }

  return {
    async list(actor: Actor, projectId: string): Promise<SecureShare[]> {
      await deps.projectsService.authorize(actor, projectId, 'share');
      return (await shares.listLive(projectId)).map(presentShare);
    },

    async create(actor: Actor, projectId: string, email: string): Promise<SecureShare> {
      const project = await deps.projectsService.authorize(actor, projectId, 'share');
      await deps.assertLicenceAllowsWrites(actor);
      const account = await deps.sharing.findUserByEmail(email);
      const group = account ? await deps.sharing.sharingGroupMemberIds(actor.user.org_id) : undefined;
      const facts = account ? { orgId: account.org_id, inSharingGroup: group?.includes(account.id) ?? false } : null;
      if (!isRecipientAllowed(await deps.sharing.restrictionOf(actor.user.org_id), actor.user.org_id, facts))
        throw forbidden(SHARING_TEXT.restricted);
      const keyId = createSecretToken();
      const row = await shares.insertShare({
        projectId,
        email: email.trim(),
        keyHash: hashToken(keyId),
        createdBy: actor.user.id,
        at: clock.now(),
      });
      sendLater(sharingMails.invitation(row.email, actor.user.email, project.name, `${deps.publicUrl}/secure-project-view/${keyId}`));
      log.info({ event: 'sharing.secure-share.created', projectId, shareId: row.id }, 'project shared by one-time password');
      return presentShare({ ...row, used: false });
    },

    async revoke(actor: Actor, projectId: string, shareId: string): Promise<void> {
      await deps.projectsService.authorize(actor, projectId, 'share');
      if (!/^[0-9a-f-]{36}$/i.test(shareId) || !(await shares.revoke(projectId, shareId, clock.now()))) throw notFound();
      log.info({ event: 'sharing.secure-share.revoked', projectId, shareId }, 'secure share revoked');
    },

    /** Sends a fresh code to the share's own address; unknown keys get the same answer (docs/security.md O4). */
    async requestCode(keyId: string, ip: string): Promise<void> {
      await assertIpAllowed('code', ip);
      const share = await shares.findLiveByKeyHash(hashToken(keyId));
      if (!share) return;
      const now = clock.now();
      if ((await shares.countCodesSince(share.id, new Date(now.getTime() - HOUR_MS))) >= OTP_MAX_CODES_PER_HOUR) {
        throw new HttpError(429, OTP_TEXT.tooManyCodes, 'TOO_MANY_CODES', { 'Retry-After': String(HOUR_MS / 1000) });
      }
      const code = generateOtpCode();
      await shares.replaceCode(
        share.id,
        hashOtpCode(deps.codeSecret, share.id, code),
        now,
        new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
      );
      sendLater(sharingMails.code(share.email, code, await deps.sharing.projectName(share.project_id)));
    },

    /** Code → GUEST session: the attempt is counted before comparing, and the code is consumed once. */
    async login(keyId: string, code: string, ip: string, userAgent: string | undefined) {
      await assertIpAllowed('login', ip);
      const share = await shares.findLiveByKeyHash(hashToken(keyId));
      if (!share?.guest_user_id) throw refused();
      const now = clock.now();
      const claim = await shares.claimAttempt(share.id, now, OTP_MAX_ATTEMPTS);
      if (!claim || !otpHashesEqual(claim.code_hash, hashOtpCode(deps.codeSecret, share.id, code))) {
        log.warn({ event: 'otp.refused', shareId: share.id, ip }, 'one-time code refused');
        throw refused();
      }
      if (!(await shares.consumeCode(claim.id, now))) throw refused();
      try {
        const session = await deps.auth.startGuestSession({
          guestUserId: share.guest_user_id,
          projectId: share.project_id,
          userAgent,
          lifetimeMs: GUEST_SESSION_HOURS * HOUR_MS,
        });
        return { ...session, projectId: share.project_id };
      } catch (err) {
        // The share was revoked meanwhile: its guest principal (and so the session's owner) is gone.
        log.warn({ err, event: 'otp.revoked-during-login', shareId: share.id }, 'share revoked while signing in');
        throw refused();
      }
    },

    drainMail: () => Promise.all([...pending]).then(() => undefined),
  };
}
export type SecureSharesService = ReturnType<typeof createSecureSharesService>;
