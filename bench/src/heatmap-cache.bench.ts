/**
 * What the heatmap cache saves: the same heatmap request on fixture F1 computed (a miss) and answered from
 * memory (a hit), through the real app on the embedded database. The test proves hits by the cache's counter;
 * this prints the times, the computed one being the reference of the same run.
 * Measuring starts once the import's insights refresh (a job in this same process) has finished, as in heatmap-api.
 * Run: `npm run bench -- heatmap-cache`.
 */
import fs from 'node:fs';
import { ESX_FIXTURES } from '@airscope/test-data';
import { createTestApp } from '../../apps/server/src/testing/test-app.ts';
import { uploadThroughHttp } from '../../apps/server/src/testing/upload-flow.ts';
import { createInsightsWriter } from '../../apps/server/src/modules/insights/insights-writer.repository.ts';

const TYPES = ['sig-strength', 'snr', 'nw-health'] as const;

const t = await createTestApp('embedded', { withJobs: true });
try {
  const owner = await t.signIn('user@airscope.test');
  const outcome = await uploadThroughHttp(t, owner, fs.readFileSync(ESX_FIXTURES.F1), 'F1.esx');
  const settleStarted = performance.now();
  while ((await createInsightsWriter(t.db).listStaleProjects()).includes(outcome.projectId!)) {
    if (performance.now() - settleStarted > 120_000) throw new Error('the import’s insights refresh did not finish');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [plan] = (await t.call('GET', `/projectapi/v1/projects/${outcome.projectId}/floorPlans`, { session: owner })).json<
    Array<{ id: string }>
  >();
  const heatmap = async (type: string) => {
    const started = performance.now();
    const response = await t.call('POST', `/heatmapapi/v1/projects/${outcome.projectId}/floor-plans/${plan!.id}/heatmap?version=1`, {
      session: owner,
      body: { type, accuracy: 'very', 'radio-band': '5' },
    });
    if (response.statusCode !== 200) throw new Error(`heatmap ${type}: ${response.statusCode} ${response.body}`);
    return performance.now() - started;
  };
  console.log('F1 first floor, 5 GHz, through the HTTP app (inject):');
  for (const type of TYPES) {
    const hitsBefore = t.heatmapCache.hits;
    const computed = await heatmap(type);
    const cached = await heatmap(type);
    const hits = t.heatmapCache.hits - hitsBefore;
    console.log(
      `  ${type.padEnd(14)} computed ${computed.toFixed(0).padStart(5)} ms (reference) | from the cache ${cached.toFixed(1).padStart(6)} ms (${((cached / computed) * 100).toFixed(1)} %), ${hits} hit`,
    );
  }
} finally {
  await t.close();
}
