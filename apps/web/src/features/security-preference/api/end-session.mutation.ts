import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { userSessionsKey } from './user-sessions.query.ts';

/** Ends one of the user's other sessions, then re-reads the list. */
export function useEndSessionMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', userId, 'end-session'],
    mutationFn: async (sessionKey: string) => {
      await callEndpoint(accountEndpoints.endUserSession, { params: { userId, sessionKey } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userSessionsKey(userId) }),
  });
}
