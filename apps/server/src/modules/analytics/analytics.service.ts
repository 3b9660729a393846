import type { FastifyBaseLogger } from 'fastify';
import type { AnalyticsEvent, AnalyticsSummary } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../http/actor.ts';
import { forbidden } from '../../http/http-error.ts';
import { canReadAnalytics, decideUserType, isBotUserAgent, isInternalEmail, type AnalyticsSubject } from './analytics.policy.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';
import { hashEventParams, type HashIdentity } from './identity-hasher.ts';

export interface AnalyticsServiceDeps {
  analytics: AnalyticsRepository;
  hash: HashIdentity;
  clock: Clock;
  internalEmailDomains: readonly string[];
  log: Pick<FastifyBaseLogger, 'info'>;
}

const DAY_MS = 86_400_000;

function subjectOf(actor: Actor): AnalyticsSubject {
  return {
    isGuest: actor.session.role === 'GUEST',
    orgId: actor.user.org_id,
    orgAdmin: actor.user.org_admin,
    enterprisePlusAccess: actor.user.enterprise_plus_access,
  };
}

export function createAnalyticsService(deps: AnalyticsServiceDeps) {
  const { analytics, hash, clock } = deps;
  return {
    /** Stores one event with hashed identities; a bot's event is skipped and answered `stored: false`. */
    async record(actor: Actor, event: AnalyticsEvent, requestUserAgent: string | undefined): Promise<{ stored: boolean }> {
      if (isBotUserAgent(requestUserAgent) || isBotUserAgent(event.client.userAgent)) {
        deps.log.info({ event: 'analytics.bot-skipped' }, 'analytics event from a bot skipped');
        return { stored: false };
      }
      const subject = subjectOf(actor);
      const licenceKey = subject.isGuest ? null : await analytics.findLicenceKey(actor.user.id);
      await analytics.insertEvent({
        received_at: clock.now(),
        source: event.source,
        action_type: event.action.type,
        action_at: event.action.timestamp,
        timezone_offset: event.action.timezoneOffset,
        session_id: event.session.id,
        internal_user: !subject.isGuest && isInternalEmail(actor.user.email, deps.internalEmailDomains),
        user_type: decideUserType(subject),
        user_hash: hash(actor.user.id),
        license_hash: licenceKey ? hash(licenceKey) : null,
        org_id: subject.isGuest ? null : actor.user.org_id,
        user_agent: event.client.userAgent ?? requestUserAgent ?? null,
        os: event.client.os ?? null,
        os_version: event.client.osVersion ?? null,
        browser: event.client.browser ?? null,
        browser_version: event.client.browserVersion ?? null,
        params: JSON.stringify(hashEventParams(event.action.params ?? {}, hash)),
      });
      return { stored: true };
    },
    async summarise(actor: Actor, days: number): Promise<AnalyticsSummary> {
      const subject = subjectOf(actor);
      if (!canReadAnalytics(subject) || !subject.orgId) throw forbidden();
      const to = clock.now();
      // Whole UTC days: today plus the days before it.
      const from = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate()) - (days - 1) * DAY_MS);
      return { from: from.toISOString(), to: to.toISOString(), rows: await analytics.countPerDayAndType(subject.orgId, from) };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
