import { userEndpoints, type EndpointBody, type OrgPreferences } from '@airscope/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export const orgPreferencesKey = ['org', 'preferences'] as const;

export const orgPreferencesQuery = () =>
  queryOptions({
    queryKey: orgPreferencesKey,
    queryFn: async ({ signal }): Promise<OrgPreferences | null> => callEndpoint(userEndpoints.getOrgPreferences, { signal }),
  });

export function useOrgPreferences() {
  return useQuery(orgPreferencesQuery());
}

/** PUT org-preferences/{orgId}; the answer replaces the cached settings. */
export function useUpdateOrgPreferencesMutation(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['org', 'preferences', 'update'],
    mutationFn: (changes: EndpointBody<typeof userEndpoints.updateOrgPreferences>) =>
      callEndpoint(userEndpoints.updateOrgPreferences, { params: { orgId }, body: changes }),
    onSuccess: (preferences) => {
      if (preferences) queryClient.setQueryData(orgPreferencesKey, preferences);
    },
  });
}
