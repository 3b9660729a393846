import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-users.seed.ts';
import type { ReliabilityEnv } from './reliability-env.ts';
import type { ScenarioResult } from './scenario-result.ts';

/** F13: 50 wrong passwords at once for one account: every answer a verdict (401/423/429), none 5xx; then the right one. */
export async function runLoginRace(env: ReliabilityEnv): Promise<ScenarioResult> {
  const attempt = (password: string) =>
    fetch(`${env.baseUrl}/authapi/v1/authentications`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'admin@airscope.test', password, grant_type: 'password' }),
    }).then(
      (response) => response.status,
      () => 0,
    );
  const codes = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(`wrong-${i}`)));
  const counts = new Map<number, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  const verdicts = codes.filter((code) => code === 400 || code === 401 || code === 423 || code === 429).length;
  const locked = codes.filter((code) => code === 423 || code === 429).length;
  const rightAfter = await attempt(DEMO_PASSWORD);
  return {
    id: 'F13',
    scenario: '50 parallel wrong sign-ins on one account',
    runs: 50,
    lost: 0,
    partial: 0,
    orphanFiles: 0,
    recoverS: NaN,
    pass: verdicts === 50 && locked > 0 && rightAfter !== 200,
    notes: `answers ${[...counts].map(([code, n]) => `${n}×${code}`).join(', ')}; the right password right after → ${rightAfter} (locked out); OTP races: sharing/otp.integration.test.ts`,
  };
}
