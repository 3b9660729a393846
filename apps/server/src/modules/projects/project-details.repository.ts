import type { Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';
import { setsNothing } from '../../db/patch.ts';

export interface ProjectDetailsChanges {
  name?: string;
  location?: { country: string; city: string; latitude: number; longitude: number } | null;
  regulatoryDomain?: string | null;
}

/** The SQL of the project edits of the manage page and the planner: name, location, regulatory domain and tags. */
export function createProjectDetailsRepository(db: Kysely<Database>) {
  return {
    /** An empty patch writes nothing: the project keeps its `updated_at`. */
    async updateDetails(projectId: string, changes: ProjectDetailsChanges, now: Date): Promise<void> {
      if (setsNothing(changes)) return;
      const location = changes.location;
      await db
        .updateTable('projects')
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(location !== undefined
            ? {
                country: location?.country ?? null,
                city: location?.city ?? null,
                latitude: location?.latitude ?? null,
                longitude: location?.longitude ?? null,
                // The same display text the import writes for a known place.
                location: location ? `${location.city}, ${location.country}` : null,
              }
            : {}),
          ...(changes.regulatoryDomain !== undefined ? { regulatory_domain: changes.regulatoryDomain } : {}),
          updated_at: now,
        })
        .where('id', '=', projectId)
        .execute();
    },

    async replaceTags(projectId: string, tags: readonly string[], now: Date): Promise<void> {
      await db
        .updateTable('projects')
        .set({ tags: JSON.stringify(tags), updated_at: now })
        .where('id', '=', projectId)
        .execute();
    },
  };
}
export type ProjectDetailsRepository = ReturnType<typeof createProjectDetailsRepository>;
