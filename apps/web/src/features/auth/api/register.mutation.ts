import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type Registration } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export type { Registration };

export function useRegisterMutation() {
  return useMutation({
    mutationKey: ['register'],
    mutationFn: async (registration: Registration) => {
      await callEndpoint(accountEndpoints.registerUser, { body: registration });
    },
  });
}
