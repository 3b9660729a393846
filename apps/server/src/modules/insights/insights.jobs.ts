import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../module-contract/server-module.ts';
import { runRefreshInsights, type RefreshInsightsDeps } from './refresh-insights.ts';

export const REFRESH_INSIGHTS_JOB = 'refresh-insights';
export const RefreshInsightsJobSchema = z.object({ projectId: z.string().min(1) });

/** Rebuilds a project's stored insights (read models) after it changed; queued by imports, saves and survey pushes. */
export function insightsJobs(deps: RefreshInsightsDeps): JobDefinition[] {
  return [
    defineJob({
      name: REFRESH_INSIGHTS_JOB,
      payload: RefreshInsightsJobSchema,
      run: ({ projectId }) => runRefreshInsights(deps, projectId),
    }),
  ];
}
