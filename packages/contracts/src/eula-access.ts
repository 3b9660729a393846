import { REQUIRED_EULA_VERSION } from './constants.ts';
import type { EndpointDef } from './endpoint.ts';

/**
 * The calls a signed-in user who has not accepted the current EULA may still make (docs/product.md §2, guard rule 3):
 * read who they are and their licence (the web app loads both before it can send them to the consent page), record
 * consent (a partial user update), fix their licence key, sign out, and keep their account safe (password, sessions,
 * activated devices). Analytics events stay open because the consent page itself sends its page view.
 */
export const OPEN_BEFORE_EULA: ReadonlySet<string> = new Set([
  'whoAmI',
  'getLicenseStatus',
  'updateUser',
  'updateUserLicense',
  'logout',
  'changePassword',
  'listUserSessions',
  'endUserSession',
  'listMyDevices',
  'revokeMyDevice',
  'recordAnalyticsEvent',
]);

/** Text and code of the server's EULA refusal (403). */
export const EULA_REQUIRED_ERROR = {
  code: 'EULA_NOT_ACCEPTED',
  message: `You need to accept the end-user license agreement (${REQUIRED_EULA_VERSION}) to keep using Airscope.`,
} as const;

export function hasAcceptedEula(eulaVersionConsent: string | null | undefined): boolean {
  return eulaVersionConsent === REQUIRED_EULA_VERSION;
}

/**
 * Does this endpoint need the caller's consent to the current EULA? Deny by default: every endpoint a user or their
 * activated device calls, except the few above. Public endpoints have no user to ask.
 */
export function needsEulaConsent(endpoint: EndpointDef): boolean {
  return endpoint.access !== 'public' && !OPEN_BEFORE_EULA.has(endpoint.id);
}
