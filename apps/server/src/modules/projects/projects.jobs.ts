import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../module-contract/server-module.ts';
import type { ProjectModelService } from './project-model.service.ts';

export const DELETE_PROJECT_JOB = 'delete-project';
export const DeleteProjectJobSchema = z.object({ projectId: z.string().min(1) });

/** Removes a project whose deletion was asked for: its stored files, then its rows. */
export function projectsJobs(deps: { projectModels: ProjectModelService; log: Pick<FastifyBaseLogger, 'info'> }): JobDefinition[] {
  return [
    defineJob({
      name: DELETE_PROJECT_JOB,
      payload: DeleteProjectJobSchema,
      run: ({ projectId }) => deps.projectModels.removeDeletedProject(projectId, deps.log),
    }),
  ];
}
