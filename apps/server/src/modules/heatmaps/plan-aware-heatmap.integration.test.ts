import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoProjects } from '../../seed/demo-projects.seed.ts';
import { hybridOfficeEdits } from '../../testing/hybrid-office-edits.ts';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';

type Values = (number | null)[];

describe.each(DATABASE_KINDS)('plan-aware survey heatmaps (%s)', (kind) => {
  let t: TestApp;
  let owner: TestSession;
  let walkId = '';
  let floorId = '';

  const heatmap = (body: Record<string, unknown>) =>
    t.call('POST', `/heatmapapi/v1/projects/${walkId}/floor-plans/${floorId}/heatmap`, { session: owner, body });
  const values = async (body: Record<string, unknown>): Promise<Values> => {
    const response = await heatmap({ type: 'sig-strength', 'radio-band': '5', ...body });
    expect(response.statusCode).toBe(200);
    return response.json().vertices.values as Values;
  };
  const version = async (): Promise<number> =>
    (await t.call('GET', `/projectapi/v1/projects/${walkId}`, { session: owner })).json().projectVersion;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoProjects(t.db, t.blobs, t.clock);
    owner = await t.signIn('user@airscope.test');
    const projects = (await t.call('GET', '/projectapi/v1/projects', { session: owner })).json() as { projectId: string; name: string }[];
    walkId = projects.find((project) => project.name === 'Demo Office HQ — walk survey')!.projectId;
    const [plan] = (await t.call('GET', `/projectapi/v1/projects/${walkId}/floorPlans`, { session: owner })).json();
    floorId = plan.id;
  });
  afterAll(() => t.close());

  it('answers the same map both ways while the surveyed floor has no plan', async () => {
    const [planAware, measuredOnly, unset] = await Promise.all([
      values({ 'survey-map': 'plan-aware' }),
      values({ 'survey-map': 'measured-only' }),
      values({}),
    ]);
    expect(planAware).toEqual(measuredOnly);
    expect(unset).toEqual(measuredOnly);
  });

  it('fills the cells far from the walk from the plan once the floor has walls and APs, and keeps measured only on request', async () => {
    const save = await t.call('POST', `/projectapi/v1/projects/${walkId}/edits`, {
      session: owner,
      body: { baseVersion: await version(), changes: hybridOfficeEdits(floorId) },
    });
    expect(save.statusCode).toBe(200);
    const all = await Promise.all([values({ 'survey-map': 'plan-aware' }), values({ 'survey-map': 'measured-only' }), values({})]);
    expect(all[2]).toEqual(all[0]);
    // The walk reaches every part of the floor, but not every radio is heard everywhere: take the radio whose
    // measured-only map leaves the most cells blank.
    const ssids = (await t.call('GET', `/heatmapapi/v1/projects/${walkId}/floor-plans/${floorId}/ssids`, { session: owner })).json();
    const radioIds = (ssids as { radioIds: string[] }[]).flatMap((entry) => entry.radioIds);
    const maps = await Promise.all(
      radioIds.map(async (id) => ({
        planAware: await values({ 'survey-map': 'plan-aware', 'radio-ids': [id], 'radio-band': 'any' }),
        measuredOnly: await values({ 'survey-map': 'measured-only', 'radio-ids': [id], 'radio-band': 'any' }),
      })),
    );
    const blanks = (v: Values): number => v.filter((x) => x === null).length;
    const { planAware, measuredOnly } = maps.reduce((a, b) => (blanks(b.measuredOnly) > blanks(a.measuredOnly) ? b : a));
    expect(planAware).toHaveLength(measuredOnly.length);
    const blankFar = measuredOnly.flatMap((v, i) => (v === null ? [i] : []));
    const filled = blankFar.filter((i) => planAware[i] !== null);
    // Measured only leaves the cells beyond 8 m of where the radio was heard blank (the demo walk covers nearly all
    // of the floor, so only its far edge); the plan-aware map predicts every one of them.
    expect(blankFar.length).toBeGreaterThanOrEqual(5);
    expect(filled).toEqual(blankFar);
    const both = measuredOnly.flatMap((v, i) => (v !== null && planAware[i] !== null ? [Math.abs(v - planAware[i]!)] : []));
    expect(both.length).toBeGreaterThan(100);
    // Near the walk both follow the survey: most cells agree within a few dB, yet the maps are not the same.
    const close = both.filter((d) => d <= 4).length;
    expect(close / both.length).toBeGreaterThan(0.7);
    expect(both.some((d) => d > 0.5)).toBe(true);
  });

  it('refuses an unknown survey-map value', async () => {
    const response = await heatmap({ type: 'sig-strength', 'survey-map': 'guess' });
    expect(response.statusCode).toBe(400);
  });
});
