import { useMutation } from '@tanstack/react-query';
import { signIn, type Credentials } from '../../../lib/session/sign-in.ts';

export function useSignInMutation() {
  return useMutation({ mutationKey: ['sign-in'], mutationFn: (credentials: Credentials) => signIn(credentials) });
}
