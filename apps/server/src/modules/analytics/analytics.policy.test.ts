import { describe, expect, it } from 'vitest';
import { decideUserType, isBotUserAgent, isInternalEmail } from './analytics.policy.ts';

describe('analytics policy', () => {
  it.each([
    [{ isGuest: true, orgId: 'o', orgAdmin: true, enterprisePlusAccess: true }, 'NON_REGISTERED'],
    [{ isGuest: false, orgId: null, orgAdmin: false, enterprisePlusAccess: false }, 'NON_ORG_USER'],
    [{ isGuest: false, orgId: 'o', orgAdmin: false, enterprisePlusAccess: true }, 'NON_ADMIN_ORG_USER'],
    [{ isGuest: false, orgId: 'o', orgAdmin: true, enterprisePlusAccess: false }, 'ORG_ADMIN_WITHOUT_ENTERPRISE_PLUS'],
    [{ isGuest: false, orgId: 'o', orgAdmin: true, enterprisePlusAccess: true }, 'ORG_ADMIN_WITH_ENTERPRISE_PLUS'],
  ] as const)('classifies %o as %s', (subject, type) => {
    expect(decideUserType(subject)).toBe(type);
  });

  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['facebookexternalhit/1.1', true],
    ['curl/8.5.0', true],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1', false],
  ])('treats %s as bot: %s', (agent, bot) => {
    expect(isBotUserAgent(agent)).toBe(bot);
  });

  it('flags company domains and their subdomains, nothing else', () => {
    const domains = ['airscope.app', 'airscope.io'];
    expect(isInternalEmail('Ana@Airscope.App', domains)).toBe(true);
    expect(isInternalEmail('ops@eu.airscope.io', domains)).toBe(true);
    expect(isInternalEmail('eve@notairscope.app', domains)).toBe(false);
    expect(isInternalEmail('eve@airscope.app.evil.example', domains)).toBe(false);
  });
});
