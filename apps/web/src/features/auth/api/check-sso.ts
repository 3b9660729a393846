import { ssoEndpoints, type CheckSsoResult } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

const NO_SSO: CheckSsoResult = { sso: false, ssoOnly: false, loginUrl: null };

/**
 * Asks whether the address signs in through its organisation's identity provider. A failed check
 * falls back to the password form: the server still refuses passwords where SSO is the only way.
 */
export async function checkSso(email: string): Promise<CheckSsoResult> {
  try {
    return (await callEndpoint(ssoEndpoints.checkSso, { query: { email } })) ?? NO_SSO;
  } catch {
    return NO_SSO;
  }
}

/** The address that starts SSO, carrying where to go afterwards when that is a path of this site. */
export function ssoStartUrl(loginUrl: string, redirect: string | null): string {
  if (!redirect || !/^\/(?![/\\])/.test(redirect)) return loginUrl;
  return `${loginUrl}&${new URLSearchParams({ redirect })}`;
}
