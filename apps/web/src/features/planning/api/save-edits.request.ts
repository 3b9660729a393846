import { planningEndpoints, type RecordChange as ApiRecordChange } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { isApiRequestError } from '../../../lib/api/api-request-error.ts';
import type { RecordChange } from '../document/editor-document.ts';

export type SaveOutcome =
  { readonly kind: 'saved'; readonly projectVersion: number } | { readonly kind: 'conflict'; readonly message: string };

// The API takes at most this many changes per save.
const MAX_CHANGES = 5000;

/** Sends the pending changes on top of `baseVersion`; a 409 (someone saved meanwhile) is an outcome, not an error. */
export async function saveEdits(projectId: string, baseVersion: number, changes: readonly RecordChange[]): Promise<SaveOutcome> {
  if (changes.length > MAX_CHANGES) throw new Error(`too many changes in one save (${changes.length} > ${MAX_CHANGES})`);
  try {
    const saved = await callEndpoint(planningEndpoints.applyProjectEdits, {
      params: { projectId },
      body: { baseVersion, changes: changes as ApiRecordChange[] },
    });
    if (!saved) throw new Error('the save answered without a version');
    return { kind: 'saved', projectVersion: saved.projectVersion };
  } catch (error) {
    if (isApiRequestError(error) && error.status === 409) return { kind: 'conflict', message: error.message };
    throw error;
  }
}
