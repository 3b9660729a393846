import { ProjectUserPreferenceSchema, type ProjectUserPreference, type StoredProjectUserPreference } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../http/actor.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { PreferenceRow, UserPreferencesRepository } from './user-preferences.repository.ts';

export interface UserPreferencesDeps {
  preferences: UserPreferencesRepository;
  projectsService: ProjectsService;
  clock: Clock;
}

function present(row: PreferenceRow): StoredProjectUserPreference {
  // A section an older client stored that no longer fits the contract is dropped, not sent.
  const parsed = ProjectUserPreferenceSchema.safeParse(row.preferences);
  return { projectId: row.project_id, preferences: parsed.success ? parsed.data : {}, updatedAt: new Date(row.updated_at).toISOString() };
}

/** View preferences are the signed-in user's own, per project they may open; a guest keeps none. */
export function createUserPreferencesService(deps: UserPreferencesDeps) {
  const { preferences, projectsService, clock } = deps;
  return {
    async put(actor: Actor, projectId: string, sections: ProjectUserPreference): Promise<StoredProjectUserPreference> {
      await projectsService.authorize(actor, projectId, 'read');
      return present(await preferences.merge(actor.user.id, projectId, sections, clock.now()));
    },
    async list(actor: Actor, projectId: string | undefined): Promise<StoredProjectUserPreference[]> {
      if (projectId) await projectsService.authorize(actor, projectId, 'read');
      return (await preferences.list(actor.user.id, projectId)).map(present);
    },
  };
}
export type UserPreferencesService = ReturnType<typeof createUserPreferencesService>;
