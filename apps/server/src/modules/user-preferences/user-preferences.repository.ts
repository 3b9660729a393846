import type { Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';

export interface PreferenceRow {
  project_id: string;
  preferences: Record<string, unknown>;
  updated_at: Date;
}

export function createUserPreferencesRepository(db: Kysely<Database>) {
  return {
    /** Stores the sections given over the kept ones (jsonb `||`), in one statement so two tabs cannot lose each other's section. */
    async merge(userId: string, projectId: string, sections: Record<string, unknown>, at: Date): Promise<PreferenceRow> {
      const json = JSON.stringify(sections);
      return db
        .insertInto('project_user_preferences')
        .values({ user_id: userId, project_id: projectId, preferences: json, updated_at: at })
        .onConflict((oc) =>
          oc.columns(['user_id', 'project_id']).doUpdateSet((eb) => ({
            preferences: eb.fn<string>('jsonb_concat', ['project_user_preferences.preferences', eb.cast(eb.val(json), 'jsonb')]),
            updated_at: at,
          })),
        )
        .returning(['project_id', 'preferences', 'updated_at'])
        .executeTakeFirstOrThrow();
    },
    /** The user's preferences of projects they are still a member of (one project with `projectId`). */
    list(userId: string, projectId?: string): Promise<PreferenceRow[]> {
      let query = db
        .selectFrom('project_user_preferences as p')
        .innerJoin('project_users as m', (join) => join.onRef('m.project_id', '=', 'p.project_id').onRef('m.user_id', '=', 'p.user_id'))
        .innerJoin('projects', 'projects.id', 'p.project_id')
        .select(['p.project_id', 'p.preferences', 'p.updated_at'])
        .where('p.user_id', '=', userId)
        .where('projects.status', '!=', 'DELETE_REQUESTED');
      if (projectId) query = query.where('p.project_id', '=', projectId);
      return query.orderBy('p.updated_at', 'desc').execute();
    },
  };
}
export type UserPreferencesRepository = ReturnType<typeof createUserPreferencesRepository>;
