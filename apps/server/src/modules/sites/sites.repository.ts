import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';
import { setsNothing } from '../../db/patch.ts';

export interface SiteCountsRow {
  id: string;
  org_id: string;
  name: string;
  building_count: number;
  floor_count: number;
  project_count: number;
}

/** The SQL of site management: sites → buildings → floors of an organisation, and project placement. */
export function createSitesRepository(db: Kysely<Database>) {
  const siteCounts = () =>
    db
      .selectFrom('sites as s')
      .select(['s.id', 's.org_id', 's.name'])
      .select((eb) => [
        eb
          .selectFrom('site_buildings as b')
          .whereRef('b.site_id', '=', 's.id')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('building_count'),
        eb
          .selectFrom('site_floors as f')
          .innerJoin('site_buildings as b', 'b.id', 'f.building_id')
          .whereRef('b.site_id', '=', 's.id')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('floor_count'),
        eb
          .selectFrom('projects as p')
          .whereRef('p.site_id', '=', 's.id')
          .where('p.status', '!=', 'DELETE_REQUESTED')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('project_count'),
      ]);

  const buildingCounts = () =>
    db
      .selectFrom('site_buildings as b')
      .innerJoin('sites as s', 's.id', 'b.site_id')
      .select(['b.id', 'b.site_id', 'b.name', 's.org_id'])
      .select((eb) => [
        eb
          .selectFrom('site_floors as f')
          .whereRef('f.building_id', '=', 'b.id')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('floor_count'),
        eb
          .selectFrom('projects as p')
          .whereRef('p.site_building_id', '=', 'b.id')
          .where('p.status', '!=', 'DELETE_REQUESTED')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('project_count'),
      ]);

  return {
    async listSites(orgId: string): Promise<SiteCountsRow[]> {
      return (await siteCounts()
        .where('s.org_id', '=', orgId)
        .orderBy(sql`lower(s.name)`)
        .execute()) as SiteCountsRow[];
    },

    async findSite(siteId: string): Promise<SiteCountsRow | undefined> {
      return (await siteCounts().where('s.id', '=', siteId).executeTakeFirst()) as SiteCountsRow | undefined;
    },

    /** Projects under the org's sites that the user is a member of, for grouping what the user sees. */
    async listVisibleProjectsBySite(orgId: string, userId: string): Promise<Array<{ site_id: string; project_id: string }>> {
      const rows = await db
        .selectFrom('projects as p')
        .innerJoin('sites as s', 's.id', 'p.site_id')
        .innerJoin('project_users as pu', (join) => join.onRef('pu.project_id', '=', 'p.id').on('pu.user_id', '=', userId))
        .where('s.org_id', '=', orgId)
        .where('p.status', '!=', 'DELETE_REQUESTED')
        .select(['s.id as site_id', 'p.id as project_id'])
        .orderBy('p.name')
        .execute();
      return rows as Array<{ site_id: string; project_id: string }>;
    },

    async insertSite(row: { id: string; org_id: string; name: string; created_at: Date }): Promise<void> {
      await db.insertInto('sites').values(row).execute();
    },

    async renameSite(siteId: string, name: string): Promise<void> {
      await db.updateTable('sites').set({ name }).where('id', '=', siteId).execute();
    },

    async deleteSite(siteId: string): Promise<void> {
      await db.deleteFrom('sites').where('id', '=', siteId).execute();
    },

    /** A building with the org of its site (for the access rule) and its counts. */
    findBuilding(buildingId: string) {
      return buildingCounts().where('b.id', '=', buildingId).executeTakeFirst();
    },

    listBuildings(siteId: string) {
      return buildingCounts()
        .where('b.site_id', '=', siteId)
        .orderBy(sql`lower(b.name)`)
        .execute();
    },

    async insertBuilding(row: { id: string; site_id: string; name: string; created_at: Date }): Promise<void> {
      await db.insertInto('site_buildings').values(row).execute();
    },

    async renameBuilding(buildingId: string, name: string): Promise<void> {
      await db.updateTable('site_buildings').set({ name }).where('id', '=', buildingId).execute();
    },

    /** A floor with the org of its building's site, for the access rule. */
    findFloor(floorId: string) {
      return db
        .selectFrom('site_floors as f')
        .innerJoin('site_buildings as b', 'b.id', 'f.building_id')
        .innerJoin('sites as s', 's.id', 'b.site_id')
        .select(['f.id', 'f.building_id', 'f.name', 'f.level', 's.org_id'])
        .where('f.id', '=', floorId)
        .executeTakeFirst();
    },

    listFloors(buildingId: string) {
      return db
        .selectFrom('site_floors')
        .select(['id', 'building_id', 'name', 'level'])
        .where('building_id', '=', buildingId)
        .orderBy('level')
        .orderBy(sql`lower(name)`)
        .execute();
    },

    async insertFloor(row: { id: string; building_id: string; name: string; level: number; created_at: Date }): Promise<void> {
      await db.insertInto('site_floors').values(row).execute();
    },

    async updateFloor(floorId: string, changes: { name?: string; level?: number }): Promise<void> {
      if (setsNothing(changes)) return;
      await db.updateTable('site_floors').set(changes).where('id', '=', floorId).execute();
    },

    async placeProject(projectId: string, siteId: string | null, buildingId: string | null): Promise<void> {
      await db.updateTable('projects').set({ site_id: siteId, site_building_id: buildingId }).where('id', '=', projectId).execute();
    },
  };
}
export type SitesRepository = ReturnType<typeof createSitesRepository>;
