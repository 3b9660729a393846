import type { FastifyBaseLogger } from 'fastify';
import { findPasswordProblem, PASSWORD_PROBLEM_TEXT, SETUP_TEXT, type FirstAdmin } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
import { hashPassword, hashToken } from '../auth/index.ts';
import { removeSetupLinkFile } from './setup-link.ts';
import type { SetupRepository, TokenState } from './setup.repository.ts';

export interface SetupServiceDeps {
  setup: SetupRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  dataDir: string;
}

function refusal(state: Exclude<TokenState, 'live'>): HttpError {
  return state === 'used'
    ? new HttpError(410, SETUP_TEXT.usedLink, 'SETUP_LINK_USED')
    : new HttpError(404, SETUP_TEXT.unknownLink, 'SETUP_LINK_UNKNOWN');
}

/** The first start's setup link: whoever holds it creates the organisation and its administrator, once. */
export function createSetupService(deps: SetupServiceDeps) {
  const { setup, clock, log } = deps;
  return {
    async check(token: string): Promise<void> {
      const state = await setup.tokenState(hashToken(token));
      if (state !== 'live') throw refusal(state);
    },
    async createFirstAdmin(input: FirstAdmin): Promise<{ userId: string; email: string }> {
      const tokenHash = hashToken(input.token);
      const state = await setup.tokenState(tokenHash);
      if (state !== 'live') throw refusal(state);
      // The new organisation has no password policy yet: the product's base rules apply.
      const problem = findPasswordProblem(input.password, { policyEnabled: false });
      if (problem) throw badRequest(PASSWORD_PROBLEM_TEXT[problem], 'PASSWORD_RULES');
      const email = input.email.trim();
      const created = await setup.createFirstAdmin({
        tokenHash,
        organisationName: input.organisationName.trim(),
        email,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        passwordHash: await hashPassword(input.password),
        licenceKey: `SELF-${crypto.randomUUID().slice(0, 8).toUpperCase()}-SOFTWARESUITE`,
        now: clock.now(),
      });
      if (created === 'email-taken') throw badRequest(SETUP_TEXT.emailTaken, 'EMAIL_TAKEN');
      if (typeof created === 'string') throw refusal(created === 'live' ? 'unknown' : created);
      removeSetupLinkFile(deps.dataDir);
      log.info(
        { event: 'setup.first-admin', userId: created.userId },
        'first organisation administrator created; the setup link is used up',
      );
      return { userId: created.userId, email };
    },
  };
}
