import { ERROR_TEXT, licenceEndpoints, type OrgLicense } from '@airscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { orgLicencesKey, orgMembersKey } from './org-licences.query.ts';

type Change = { kind: 'assign'; licenseId: string; userId: string } | { kind: 'revoke'; licenseId: string };

async function changeAssignment(change: Change): Promise<OrgLicense> {
  const params = { licenseId: change.licenseId };
  const result =
    change.kind === 'assign'
      ? await callEndpoint(licenceEndpoints.assignOrgLicense, { params, body: { userId: change.userId } })
      : await callEndpoint(licenceEndpoints.revokeOrgLicense, { params });
  if (!result) throw new Error(ERROR_TEXT.notFound);
  return result;
}

/** Assigns or revokes a licence; both lists are re-read since a user's previous licence becomes free too. */
export function useLicenceAssignmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['org', 'licences', 'assignment'],
    mutationFn: changeAssignment,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orgLicencesKey }),
        queryClient.invalidateQueries({ queryKey: orgMembersKey }),
      ]);
    },
  });
}
