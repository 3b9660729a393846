import { sharingEndpoints } from '@airscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendRequest } from '../../../lib/api/call-endpoint.ts';
import { adoptSession } from '../../../lib/session/adopt-session.ts';
import { SECURE_PROJECT_VIEW_KEY } from '../../../lib/session/session-storage.ts';
import { endSession } from '../../../lib/session/session-store.ts';

const DEMO_VIEW_KEY = 'demo';

/** Opens one demo project as a read-only guest: the old session ends, the guest session is taken on. */
export async function openDemoProject(projectId: string): Promise<void> {
  endSession();
  const { headers } = await sendRequest(sharingEndpoints.startDemoSession, { params: { projectId } });
  // Like a secure-share guest, the demo guest holds a view key, so its (absent) licence is never looked up.
  window.localStorage.setItem(SECURE_PROJECT_VIEW_KEY, DEMO_VIEW_KEY);
  await adoptSession(headers);
}

export const useOpenDemoProject = () => useMutation({ mutationKey: ['demo', 'open'], mutationFn: openDemoProject });
