import { useMutation, useQuery } from '@tanstack/react-query';
import { setupEndpoints, type FirstAdmin } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/** Whether the setup link can still be used: the server answers 404 or 410 otherwise. */
export function useSetupLinkCheck(token: string) {
  return useQuery({
    queryKey: ['setup-link', token],
    queryFn: async () => {
      await callEndpoint(setupEndpoints.checkSetupLink, { body: { token } });
      return true;
    },
    enabled: token !== '',
    retry: false,
  });
}

export function useCreateFirstAdminMutation() {
  return useMutation({
    mutationKey: ['create-first-admin'],
    mutationFn: (firstAdmin: FirstAdmin) => callEndpoint(setupEndpoints.createFirstAdmin, { body: firstAdmin }),
  });
}
