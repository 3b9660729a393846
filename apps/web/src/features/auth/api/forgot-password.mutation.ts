import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { requestPasswordReset } from './pending-auth.endpoints.ts';

export function useForgotPasswordMutation() {
  return useMutation({
    mutationKey: ['forgot-password'],
    mutationFn: async (email: string) => {
      await callEndpoint(requestPasswordReset, { body: { email } });
    },
  });
}
