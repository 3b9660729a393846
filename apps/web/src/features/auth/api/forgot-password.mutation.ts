import { useMutation } from '@tanstack/react-query';
import { accountEndpoints } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export function useForgotPasswordMutation() {
  return useMutation({
    mutationKey: ['forgot-password'],
    mutationFn: async (email: string) => {
      await callEndpoint(accountEndpoints.requestPasswordReset, { body: { email } });
    },
  });
}
