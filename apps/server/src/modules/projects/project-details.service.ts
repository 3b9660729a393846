import type { Project, ProjectDetailsUpdate, ProjectTagsUpdate } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../http/actor.ts';
import type { LicenceGate } from '../users/index.ts';
import type { ProjectDetailsRepository } from './project-details.repository.ts';
import type { ProjectsService } from './projects.service.ts';

export interface ProjectDetailsServiceDeps {
  projectsService: ProjectsService;
  details: ProjectDetailsRepository;
  assertLicenceAllowsWrites: LicenceGate;
  clock: Clock;
}

/** Name, location and tag edits: docs/product.md §6 gives them to every role with write access. */
export function createProjectDetailsService(deps: ProjectDetailsServiceDeps) {
  const { projectsService, details, clock } = deps;

  async function answerWithProject(actor: Actor, projectId: string): Promise<Project> {
    return projectsService.get(actor, projectId, { includeTag: true, includeProjectUser: false });
  }

  return {
    async updateDetails(actor: Actor, projectId: string, changes: ProjectDetailsUpdate): Promise<Project> {
      await projectsService.authorize(actor, projectId, 'write');
      await deps.assertLicenceAllowsWrites(actor);
      await details.updateDetails(projectId, changes, clock.now());
      return answerWithProject(actor, projectId);
    },

    async replaceTags(actor: Actor, projectId: string, update: ProjectTagsUpdate): Promise<Project> {
      await projectsService.authorize(actor, projectId, 'write');
      await deps.assertLicenceAllowsWrites(actor);
      await details.replaceTags(projectId, update.tags, clock.now());
      return answerWithProject(actor, projectId);
    },
  };
}
export type ProjectDetailsService = ReturnType<typeof createProjectDetailsService>;
