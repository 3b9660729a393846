import type { EndpointBody } from '@airscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { resetPassword } from './pending-auth.endpoints.ts';

export function useResetPasswordMutation() {
  return useMutation({
    mutationKey: ['reset-password'],
    mutationFn: async (request: EndpointBody<typeof resetPassword>) => {
      await callEndpoint(resetPassword, { body: request });
    },
  });
}
