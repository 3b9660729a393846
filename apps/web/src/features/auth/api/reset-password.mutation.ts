import type { EndpointBody } from '@airscope/contracts';
import { accountEndpoints } from '@airscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export function useResetPasswordMutation() {
  return useMutation({
    mutationKey: ['reset-password'],
    mutationFn: async (request: EndpointBody<typeof accountEndpoints.resetPassword>) => {
      await callEndpoint(accountEndpoints.resetPassword, { body: request });
    },
  });
}
