import { sharingEndpoints } from '@airscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/** Asks for a one-time code; it goes to the address the project was shared with, never to one typed here. */
export function useRequestSecureViewCode() {
  return useMutation({
    mutationKey: ['sharing', 'code'],
    mutationFn: (keyId: string) => callEndpoint(sharingEndpoints.requestSecureViewCode, { params: { keyId } }),
  });
}
