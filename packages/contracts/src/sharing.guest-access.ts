import type { EndpointDef } from './endpoint.ts';

// Reads that would show other people's data or the whole file stay closed to guests.
const CLOSED_READS = new Set(['getProjectUsers', 'downloadProject', 'listSecureShares']);
// Computations sent as POST that change nothing.
const READ_POSTS = new Set(['computeHeatmap', 'inspectFloorPoint']);
const SESSION_CALLS = new Set(['whoAmI', 'logout', 'getOrgPreferences']);

/**
 * May a GUEST session (secure sharing, one project, read-only) call this endpoint at all?
 * Deny by default: only reads of one project and the session's own calls; the project scope is checked by the service.
 */
export function isGuestAllowed(endpoint: EndpointDef): boolean {
  if (SESSION_CALLS.has(endpoint.id)) return true;
  if (!endpoint.path.includes(':projectId') || CLOSED_READS.has(endpoint.id)) return false;
  return endpoint.method === 'GET' || READ_POSTS.has(endpoint.id);
}
