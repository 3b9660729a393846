import { EULA_REQUIRED_ERROR, hasAcceptedEula, needsEulaConsent, type EndpointDef } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { LicenseRow, UserRow } from '../../db/db.types.ts';
import type { Actor, DeviceActor } from '../../http/actor.ts';
import { HttpError } from '../../http/http-error.ts';
import { licenceStateOf } from './licence-gate.ts';
import type { UsersRepository } from './users.repository.ts';

/**
 * The browser's product gates, held by the server: every route that shows or changes project data
 * (the insights area and its site grouping, project dashboards, floor plans, the planner, uploads, sharing, controller
 * integrations, heatmaps and reports) needs a live licence and the product's access (see productAccessOf). Routes
 * outside these groups stay open so a blocked user can still read who they are, fix the licence and sign out.
 */
const INSIGHTS_GATED_TAGS: ReadonlySet<string> = new Set([
  'insights',
  'site-management',
  'projects',
  'planning',
  'upload',
  'sharing',
  'vendor-integration',
  'heatmaps',
  'reports',
]);

export const ACCESS_GATE_TEXT = {
  licenceBlocked: 'Your license is expired, suspended or not valid, so project data is not available. Update it on My page.',
  noInsightsAccess: 'Your account has no Insights access.',
} as const;

export type AccessVerdict =
  | { allowed: true }
  | {
      allowed: false;
      errorCode: 'LICENSE_EXPIRED' | 'LICENSE_SUSPENDED' | 'LICENSE_INVALID' | 'INSIGHTS_ACCESS_DENIED';
      message: string;
    };

/**
 * Which product a route group belongs to: the insights area, its site grouping (the map groups by it), its heatmaps and
 * its reports need Insights access; the project routes both products use (projects, planning, uploads, sharing, a
 * project's controller integrations, whose page has no gate of its own) open with Insights or cloud-planner access, so
 * a Plan-licence user without Insights still reaches the planner and no more.
 */
export type ProductAccess = 'insights' | 'either';

const INSIGHTS_ONLY_TAGS: ReadonlySet<string> = new Set(['insights', 'site-management', 'heatmaps', 'reports']);

export function productAccessOf(endpoint: EndpointDef): ProductAccess {
  return INSIGHTS_ONLY_TAGS.has(endpoint.tag) ? 'insights' : 'either';
}

export function isInsightsGated(endpoint: EndpointDef): boolean {
  return endpoint.access === 'session' && INSIGHTS_GATED_TAGS.has(endpoint.tag);
}

/**
 * The insights gate in the browser's order: a licence that is expired (status or a lapsed
 * subscription date), suspended or invalid first, then the insights-access flag. A user without a
 * licence row is judged on the flag alone, as the browser does.
 */
export function decideInsightsAccess(
  user: UserRow,
  licence: LicenseRow | undefined,
  now: Date,
  product: ProductAccess = 'insights',
): AccessVerdict {
  const state = licenceStateOf(user, licence, now);
  if (state === 'EXPIRED' || state === 'SUSPENDED' || state === 'INVALID') {
    return { allowed: false, errorCode: `LICENSE_${state}`, message: ACCESS_GATE_TEXT.licenceBlocked };
  }
  const insights = user.insights_access_allowed,
    planner = user.cloud_planner_access_allowed;
  if (product === 'insights' && !insights)
    return { allowed: false, errorCode: 'INSIGHTS_ACCESS_DENIED', message: ACCESS_GATE_TEXT.noInsightsAccess };
  if (product === 'either' && !insights && !planner)
    return { allowed: false, errorCode: 'INSIGHTS_ACCESS_DENIED', message: ACCESS_GATE_TEXT.noInsightsAccess };
  return { allowed: true };
}

/**
 * Runs before every route a user or their activated device calls, on every request: the user row comes from the
 * session (or device token) read of this request and the licence is read now, so a change made while a session lives
 * applies to its next call. The EULA comes first, as in the browser's guard order (docs/product.md §2). A
 * secure-sharing or demo guest acts through its share, not an account, and skips both gates as in the browser; a
 * device acts for the user who approved it and meets the EULA gate (its writes meet the licence in the service).
 */
export function createAccessGates(users: UsersRepository, clock: Clock) {
  return async function assertEndpointAccess(endpoint: EndpointDef, actor: Actor | DeviceActor): Promise<void> {
    if ('session' in actor && actor.session.role === 'GUEST') return;
    if (needsEulaConsent(endpoint) && !hasAcceptedEula(actor.user.eula_version_consent)) {
      throw new HttpError(403, EULA_REQUIRED_ERROR.message, EULA_REQUIRED_ERROR.code);
    }
    if (!isInsightsGated(endpoint)) return;
    const licence = actor.user.license_id ? await users.findLicenseById(actor.user.license_id) : undefined;
    const verdict = decideInsightsAccess(actor.user, licence, clock.now(), productAccessOf(endpoint));
    if (!verdict.allowed) throw new HttpError(403, verdict.message, verdict.errorCode);
  };
}
