import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import type { ProjectModelService } from '../projects/index.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { createFieldWorkers } from './field-workers.ts';
import { createHeatmapCache, type HeatmapCache } from './heatmap-cache.ts';
import { registerHeatmapRoutes } from './heatmaps.routes.ts';
import { createHeatmapsService } from './heatmaps.service.ts';

/** Heatmaps, floor layers and the inspect tool, answered from the heatmap cache. */
export function createHeatmapsModule(
  ctx: ModuleContext,
  deps: { projectsService: ProjectsService; projectModels: ProjectModelService; cache?: HeatmapCache | undefined },
): ServerModule {
  // Off by default (decision 0021): on two shared cores the threads' start-up ate their gain.
  const fieldWorkers = ctx.config.heatmapFieldWorkers > 0 ? createFieldWorkers(ctx.config.heatmapFieldWorkers) : undefined;
  const heatmaps = createHeatmapsService({
    projectsService: deps.projectsService,
    projectModels: deps.projectModels,
    // A fresh cache unless the caller wants to read its counters (tests, benches).
    cache: deps.cache ?? createHeatmapCache(),
    log: ctx.log,
    fieldWorkers,
  });
  return {
    name: 'heatmaps',
    routes: (app, bind) => registerHeatmapRoutes(app, bind, heatmaps),
    ...(fieldWorkers ? { close: () => fieldWorkers.close() } : {}),
  };
}
