import { licenceEndpoints, type OrgLicense, type OrgMember } from '@airscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export const orgLicencesKey = ['org', 'licences'] as const;
export const orgMembersKey = ['org', 'members'] as const;

export const orgLicencesQuery = () =>
  queryOptions({
    queryKey: orgLicencesKey,
    // docs/product.md §8 loaders: a not-found answer is an empty list.
    queryFn: async ({ signal }): Promise<OrgLicense[]> => (await callEndpoint(licenceEndpoints.listOrgLicenses, { signal })) ?? [],
  });

export const orgMembersQuery = () =>
  queryOptions({
    queryKey: orgMembersKey,
    queryFn: async ({ signal }): Promise<OrgMember[]> => (await callEndpoint(licenceEndpoints.listOrgMembers, { signal })) ?? [],
  });

export function useOrgLicences() {
  return useQuery(orgLicencesQuery());
}

export function useOrgMembers(enabled: boolean) {
  return useQuery({ ...orgMembersQuery(), enabled });
}
