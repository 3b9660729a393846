import { emailDomainOf, type AnalyticsUserType } from '@airscope/contracts';

// Crawlers, link previewers, monitors and HTTP libraries; real browsers never send these words.
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|lighthouse|pingdom|uptimerobot|statuscake|curl\/|wget\/|python-requests|httpclient|go-http-client|axios\/|node-fetch|phantomjs/i;

/** docs/product.md §9: bot user agents skip analytics. */
export function isBotUserAgent(userAgent: string | undefined | null): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent);
}

/** docs/product.md §6: staff are flagged internal when their e-mail ends in a company domain. */
export function isInternalEmail(email: string, internalDomains: readonly string[]): boolean {
  const domain = emailDomainOf(email);
  return internalDomains.some((internal) => {
    const wanted = internal.trim().toLowerCase();
    return wanted !== '' && (domain === wanted || domain.endsWith(`.${wanted}`));
  });
}

export interface AnalyticsSubject {
  isGuest: boolean;
  orgId: string | null;
  orgAdmin: boolean;
  enterprisePlusAccess: boolean;
}

/** docs/product.md §4 analytics user types, decided from the session and the user's organisation role. */
export function decideUserType(subject: AnalyticsSubject): AnalyticsUserType {
  if (subject.isGuest) return 'NON_REGISTERED';
  if (!subject.orgId) return 'NON_ORG_USER';
  if (!subject.orgAdmin) return 'NON_ADMIN_ORG_USER';
  return subject.enterprisePlusAccess ? 'ORG_ADMIN_WITH_ENTERPRISE_PLUS' : 'ORG_ADMIN_WITHOUT_ENTERPRISE_PLUS';
}

/** Org admins read their organisation's event chart. */
export function canReadAnalytics(subject: AnalyticsSubject): boolean {
  return !subject.isGuest && subject.orgAdmin && subject.orgId !== null;
}
