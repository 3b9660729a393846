import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCurrentUserLicense } from '../../../lib/session/session-requests.ts';
import { licenceStatusKey } from './licence-status.query.ts';

/** PUT the user's licence key; the answer replaces the cached licence status. */
export function useUpdateLicenceKeyMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', userId, 'licence-key'],
    mutationFn: (licenseKey: string) => updateCurrentUserLicense(licenseKey),
    onSuccess: (licence) => queryClient.setQueryData(licenceStatusKey(userId), licence),
  });
}
