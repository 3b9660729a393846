import type { TestApp } from '../../testing/test-app.ts';
import { seedDemoProjects } from '../../seed/demo-projects.seed.ts';
import { createProjectModelService } from '../projects/index.ts';
import { createUserLookupService } from '../users/user-lookup.service.ts';
import { runRefreshInsights } from './refresh-insights.ts';
import { createInsightsWriter } from './insights-writer.repository.ts';

export const WALK = 'Demo Office HQ — walk survey';
export const PLANNED = 'Demo Office HQ';

/** Seeds the two demo projects and runs the real refresh job on each; answers their ids by name. */
export async function seedComputedDemoProjects(t: TestApp): Promise<Record<string, string>> {
  await seedDemoProjects(t.db, t.blobs, t.clock);
  const projects = await t.db.selectFrom('projects').select(['id', 'name']).where('name', 'in', [WALK, PLANNED]).execute();
  const deps = {
    writer: createInsightsWriter(t.db),
    projectModels: createProjectModelService(t.db, t.blobs),
    users: createUserLookupService(t.db),
    clock: t.clock,
  };
  for (const project of projects) await runRefreshInsights(deps, project.id);
  return Object.fromEntries(projects.map((p) => [p.name, p.id]));
}
