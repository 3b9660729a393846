import { ERROR_TEXT, sharingEndpoints } from '@airscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendRequest } from '../../../lib/api/call-endpoint.ts';
import { adoptSession } from '../../../lib/session/adopt-session.ts';
import { endSession } from '../../../lib/session/session-store.ts';

/**
 * Trades the share key and the e-mailed code for a GUEST session, like the password sign-in of docs/product.md §4:
 * the old session is cleared, the CSRF token kept, the user fetched (the licence lookup is skipped, docs/product.md §5).
 */
export async function signInWithOtp(keyId: string, code: string): Promise<string> {
  endSession();
  const { data, headers } = await sendRequest(sharingEndpoints.otpLogin, { body: { keyId, code } });
  if (!data) throw new Error(ERROR_TEXT.noCsrfToken);
  await adoptSession(headers);
  return data.projectId;
}

export function useOtpSignIn() {
  return useMutation({
    mutationKey: ['sharing', 'otp-sign-in'],
    mutationFn: ({ keyId, code }: { keyId: string; code: string }) => signInWithOtp(keyId, code),
  });
}
