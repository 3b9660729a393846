import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPostgresBinaries } from './private-postgres.ts';
import { formatTable, runScenarios, SCENARIOS } from './reliability.ts';
import type { ScenarioResult } from './scenario-result.ts';

// The cheap fault scenarios at small sizes on real server processes and a private PostgreSQL; the whole run is
// `npm run reliability`.
const QUICK = SCENARIOS.filter((scenario) => scenario.quick);

describe.skipIf(!hasPostgresBinaries())('the quick fault run', () => {
  let results: ScenarioResult[] = [];
  beforeAll(async () => {
    results = await runScenarios(QUICK, 'quick');
  }, 1_200_000);
  afterAll(() => console.log(formatTable(results)));

  it.each(QUICK.map((scenario) => scenario.id))('%s loses nothing, leaves nothing half-done and answers with a verdict', (id) => {
    const result = results.find((candidate) => candidate.id === id)!;
    expect(result, `${id} did not run`).toBeDefined();
    expect({ lost: result.lost, partial: result.partial, orphanFiles: result.orphanFiles }).toEqual({
      lost: 0,
      partial: 0,
      orphanFiles: 0,
    });
    expect(result.pass, result.notes).toBe(true);
  });
});
