import { REQUIRED_EULA_VERSION } from '@airscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { updateCurrentUser } from '../../../lib/session/session-requests.ts';

/** Records consent to the required EULA version with a partial user PUT. */
export function useRecordEulaConsentMutation() {
  return useMutation({
    mutationKey: ['eula-consent'],
    mutationFn: () => updateCurrentUser({ eulaVersionConsent: REQUIRED_EULA_VERSION }),
  });
}
