import type { Project, ProjectDetailsUpdate, ProjectTagsUpdate } from '@airscope/contracts';
import { findRegulatoryDomain } from '@airscope/core';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest } from '../../http/http-error.ts';
import type { LicenceGate } from '../users/index.ts';
import type { ProjectDetailsRepository } from './project-details.repository.ts';
import type { ProjectsService } from './projects.service.ts';

export interface ProjectDetailsServiceDeps {
  projectsService: ProjectsService;
  details: ProjectDetailsRepository;
  assertLicenceAllowsWrites: LicenceGate;
  clock: Clock;
}

/** Name, location, regulatory-domain and tag edits: docs/product.md §6 gives them to every role with write access. */
export function createProjectDetailsService(deps: ProjectDetailsServiceDeps) {
  const { projectsService, details, clock } = deps;

  async function answerWithProject(actor: Actor, projectId: string): Promise<Project> {
    return projectsService.get(actor, projectId, { includeTag: true, includeProjectUser: false });
  }

  return {
    async updateDetails(actor: Actor, projectId: string, changes: ProjectDetailsUpdate): Promise<Project> {
      await projectsService.authorize(actor, projectId, 'write');
      await deps.assertLicenceAllowsWrites(actor);
      if (changes.regulatoryDomain && !findRegulatoryDomain(changes.regulatoryDomain))
        throw badRequest(`No Wi-Fi rules are known for country ${changes.regulatoryDomain}.`, 'UNKNOWN_REGULATORY_DOMAIN');
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
