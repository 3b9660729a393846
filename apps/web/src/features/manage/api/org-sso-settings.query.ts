import { ssoEndpoints, type EndpointBody, type OrgSsoSettings } from '@airscope/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

const orgSsoSettingsKey = (orgId: string) => ['org', orgId, 'sso'] as const;

export const orgSsoSettingsQuery = (orgId: string) =>
  queryOptions({
    queryKey: orgSsoSettingsKey(orgId),
    queryFn: async ({ signal }): Promise<OrgSsoSettings | null> =>
      callEndpoint(ssoEndpoints.getOrgSsoSettings, { params: { orgId }, signal }),
  });

export function useOrgSsoSettings(orgId: string) {
  return useQuery(orgSsoSettingsQuery(orgId));
}

/** PUT org-preferences/{orgId}/sso; the answer replaces the cached settings. */
export function useUpdateOrgSsoSettingsMutation(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['org', orgId, 'sso', 'update'],
    mutationFn: (changes: EndpointBody<typeof ssoEndpoints.updateOrgSsoSettings>) =>
      callEndpoint(ssoEndpoints.updateOrgSsoSettings, { params: { orgId }, body: changes }),
    onSuccess: (settings) => {
      if (settings) queryClient.setQueryData(orgSsoSettingsKey(orgId), settings);
    },
  });
}
