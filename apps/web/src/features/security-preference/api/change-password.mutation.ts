import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type EndpointBody } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { userSessionsKey } from './user-sessions.query.ts';

export type PasswordChange = EndpointBody<typeof accountEndpoints.changePassword>;

/** Changes the user's password; the server ends the other sessions, so the list is re-read. */
export function useChangePasswordMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', userId, 'password'],
    mutationFn: async (change: PasswordChange) => {
      await callEndpoint(accountEndpoints.changePassword, { params: { userId }, body: change });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userSessionsKey(userId) }),
  });
}
