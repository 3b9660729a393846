import type { EndpointBody } from '@airscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { registerUser } from './pending-auth.endpoints.ts';

export type Registration = EndpointBody<typeof registerUser>;

export function useRegisterMutation() {
  return useMutation({
    mutationKey: ['register'],
    mutationFn: async (registration: Registration) => {
      await callEndpoint(registerUser, { body: registration });
    },
  });
}
