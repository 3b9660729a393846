import { CSRF_RESPONSE_HEADER, ERROR_TEXT, sharingEndpoints } from '@airscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendRequest } from '../../../lib/api/call-endpoint.ts';
import { loadSessionData } from '../../../lib/session/load-session.ts';
import { storeCsrfToken } from '../../../lib/session/session-storage.ts';
import { endSession, establishSession } from '../../../lib/session/session-store.ts';

/**
 * Trades the share key and the e-mailed code for a GUEST session, like the password sign-in of spec §4:
 * the old session is cleared, the CSRF token kept, the user fetched (the licence lookup is skipped, spec §5).
 */
export async function signInWithOtp(keyId: string, code: string): Promise<string> {
  endSession();
  const { data, headers } = await sendRequest(sharingEndpoints.otpLogin, { body: { keyId, code } });
  const token = headers.get(CSRF_RESPONSE_HEADER);
  if (!token || !data) throw new Error(ERROR_TEXT.noCsrfToken);
  storeCsrfToken(token);
  try {
    const { user, licence } = await loadSessionData();
    establishSession(user, licence);
  } catch (error) {
    endSession();
    throw error;
  }
  return data.projectId;
}

export function useOtpSignIn() {
  return useMutation({
    mutationKey: ['sharing', 'otp-sign-in'],
    mutationFn: ({ keyId, code }: { keyId: string; code: string }) => signInWithOtp(keyId, code),
  });
}
