import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LicenseStatus } from '@airscope/contracts';
import { fetchLicenseStatus } from '../../../lib/session/session-requests.ts';
import { replaceSessionLicence } from '../../../lib/session/session-store.ts';

export const licenceStatusKey = (userId: string) => ['users', userId, 'licence-status'] as const;

export function licenceStatusQuery(userId: string, known: LicenseStatus | null) {
  return queryOptions({
    queryKey: licenceStatusKey(userId),
    queryFn: async () => {
      const licence = await fetchLicenseStatus(userId);
      replaceSessionLicence(licence);
      return licence;
    },
    // The session already read it at sign-in or startup; only fetch when it did not (a guest).
    initialData: known ?? undefined,
  });
}

export function useLicenceStatus(userId: string, known: LicenseStatus | null) {
  return useQuery(licenceStatusQuery(userId, known));
}
