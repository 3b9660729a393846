// Who the fuzzer is: anonymous, and each gated demo user of the README with its own session cookie and CSRF token.
import { CSRF_HEADER, CSRF_RESPONSE_HEADER } from '@airscope/contracts';
import type { Transport } from './fuzz-transport.ts';

export interface Identity {
  readonly name: string;
  /** The demo account's e-mail; none for anonymous. */
  readonly email?: string;
  /** Cookie and CSRF header of the live session (replaced when the session is renewed). */
  headers: Record<string, string>;
}

/**
 * The gated demo users (README "Demo accounts"), in the order deletes run as them: the owner of the demo projects
 * last, so every other identity tries the real ids before the owner's request destroys them.
 */
export const DEMO_IDENTITY_NAMES = ['expired', 'suspended', 'noinsights', 'neweula', 'admin', 'user'] as const;

export const ANONYMOUS: Identity = { name: 'anonymous', headers: {} };

/** Signs in with the password form, as the web app does; answers the session's cookie and CSRF header. */
export async function signIn(transport: Transport, name: string, email: string, password: string): Promise<Identity> {
  const answer = await transport({
    method: 'POST',
    url: '/authapi/v1/authentications',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password, grant_type: 'password' }).toString(),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  const cookie = answer.setCookies.map((line) => line.split(';')[0]).join('; ');
  return { name, email, headers: { cookie, [CSRF_HEADER]: answer.header(CSRF_RESPONSE_HEADER) ?? '' } };
}

/** Signs in every demo identity, in DEMO_IDENTITY_NAMES order, after anonymous. */
export async function signInDemoIdentities(transport: Transport, password: string): Promise<Identity[]> {
  const identities: Identity[] = [ANONYMOUS];
  for (const name of DEMO_IDENTITY_NAMES) identities.push(await signIn(transport, name, `${name}@airscope.test`, password));
  return identities;
}

/** Whether the identity's session still answers (a fuzzed request may have ended it: sign-out, password, sessions). */
export async function sessionAlive(transport: Transport, identity: Identity): Promise<boolean> {
  if (!identity.email) return true;
  const answer = await transport({ method: 'GET', url: '/userapi/v1/users/who-am-i', headers: identity.headers });
  return answer.status !== 401;
}
