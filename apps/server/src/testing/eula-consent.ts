import { REQUIRED_EULA_VERSION } from '@airscope/contracts';
import type { TestApp, TestSession } from './test-app.ts';

/**
 * Signs in and accepts the current EULA through the real consent call, for tests that need a user of the demo
 * organisation who is a stranger to the demo projects (the seeded neweula@airscope.test has accepted v3 only, and
 * without consent every data route answers 403 EULA_NOT_ACCEPTED before the route's own rules).
 */
export async function signInConsented(t: TestApp, email: string, password?: string): Promise<TestSession> {
  const session = await t.signIn(email, password);
  const consent = await t.call('PUT', `/userapi/v1/users/${session.userId}`, {
    session,
    body: { eulaVersionConsent: REQUIRED_EULA_VERSION },
  });
  if (consent.statusCode !== 200) throw new Error(`EULA consent failed: ${consent.statusCode} ${consent.body}`);
  return session;
}
