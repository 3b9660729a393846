import { sharingEndpoints, type SecureShare } from '@airscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export const secureSharesQueryKey = (projectId: string) => ['projects', projectId, 'secure-shares'] as const;

/** Live secure (one-time password) shares of a project. */
export function useSecureShares(projectId: string) {
  return useQuery({
    queryKey: secureSharesQueryKey(projectId),
    queryFn: async (): Promise<SecureShare[]> => (await callEndpoint(sharingEndpoints.listSecureShares, { params: { projectId } })) ?? [],
  });
}

export function useCreateSecureShare(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sharing', 'secure', projectId],
    mutationFn: (email: string) => callEndpoint(sharingEndpoints.createSecureShare, { params: { projectId }, body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secureSharesQueryKey(projectId) }),
  });
}

/** Revoking ends the guest's access at once; the row leaves the list. */
export function useRevokeSecureShare(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sharing', 'revoke', projectId],
    mutationFn: async (shareId: string) => {
      await callEndpoint(sharingEndpoints.revokeSecureShare, { params: { projectId, shareId } });
      return shareId;
    },
    onSuccess: (shareId) =>
      queryClient.setQueryData<SecureShare[]>(secureSharesQueryKey(projectId), (shares) =>
        shares?.filter((share) => share.shareId !== shareId),
      ),
  });
}
