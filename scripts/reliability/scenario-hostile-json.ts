import type { ReliabilityEnv } from './reliability-env.ts';
import type { ScenarioResult } from './scenario-result.ts';
import { signIn } from './upload-client.ts';

/** F8: a body twice the limit (413), JSON nested 5,000 deep (400), `__proto__` keys (refused, no 5xx). */
export async function runHostileJson(env: ReliabilityEnv): Promise<ScenarioResult> {
  const session = await signIn(env.baseUrl);
  const post = async (body: string) => {
    const response = await fetch(`${env.baseUrl}/esxfileapi/v1/projects/upload/initiate`, {
      method: 'POST',
      headers: { ...session.headers, 'content-type': 'application/json' },
      body,
    });
    return response.status;
  };
  const big = await post(JSON.stringify({ fileName: 'x'.repeat(2 * 1024 * 1024), fileExtension: 'esx' }));
  const deep = await post(`${'['.repeat(5000)}${']'.repeat(5000)}`);
  const proto = await post('{"fileName":"a.esx","fileExtension":"esx","__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}');
  const stillServes = (await fetch(`${env.baseUrl}/projectapi/v1/projects`, { headers: session.headers })).status;
  const pass = big === 413 && deep === 400 && proto >= 400 && proto < 500 && stillServes === 200;
  return {
    id: 'F8',
    scenario: 'hostile JSON bodies',
    runs: 3,
    lost: 0,
    partial: 0,
    orphanFiles: 0,
    recoverS: NaN,
    pass,
    notes: `2 MB body → ${big}, depth 5,000 → ${deep}, __proto__/constructor keys → ${proto}, then a read → ${stillServes}`,
  };
}
