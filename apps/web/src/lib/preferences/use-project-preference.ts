import { userPreferenceEndpoints, type ProjectUserPreference } from '@airscope/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { callEndpoint } from '../api/call-endpoint.ts';
import { useSession } from '../session/use-session.ts';

type Section = keyof ProjectUserPreference;

// Quick changes (a slider drag) become one save.
const SAVE_DELAY_MS = 400;

const preferencesKey = (projectId: string) => ['user-preferences', projectId] as const;

/**
 * One section of the signed-in user's view preferences for a project: what was kept (on any
 * browser) and a save that sends the section shortly after the last change. Guests keep none.
 */
export function useProjectPreference<S extends Section>(projectId: string, section: S) {
  const isGuest = useSession().user?.role === 'GUEST';
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: preferencesKey(projectId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(userPreferenceEndpoints.getUserPreferences, { query: { projectId }, signal }))?.[0]?.preferences ?? {},
    enabled: !isGuest,
    retry: false,
  });
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; send: () => void } | null>(null);
  const lastSent = useRef<string | null>(null);

  const save = useCallback(
    (value: NonNullable<ProjectUserPreference[S]>) => {
      if (isGuest) return;
      // A newer value replaces one still waiting, even when it only returns to what is kept.
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      const text = JSON.stringify(value);
      const kept = JSON.stringify(queryClient.getQueryData<ProjectUserPreference>(preferencesKey(projectId))?.[section] ?? null);
      if (text === (lastSent.current ?? kept)) return;
      const send = () => {
        pending.current = null;
        lastSent.current = text;
        const body = { [section]: value } as ProjectUserPreference;
        void callEndpoint(userPreferenceEndpoints.putProjectUserPreference, { params: { projectId }, body })
          .then((stored) => {
            if (stored) queryClient.setQueryData(preferencesKey(projectId), stored.preferences);
          })
          .catch(() => {
            // Losing a view preference is not worth interrupting the user; the next change tries again.
            lastSent.current = null;
          });
      };
      pending.current = { timer: setTimeout(send, SAVE_DELAY_MS), send };
    },
    [isGuest, projectId, queryClient, section],
  );

  // Leaving the page still sends the last change.
  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      pending.current.send();
    },
    [projectId],
  );

  return {
    stored: query.data?.[section] as ProjectUserPreference[S] | undefined,
    /** True once the kept preferences were read (or there is nothing to read). */
    isSettled: isGuest || query.isSuccess || query.isError,
    save,
  };
}
