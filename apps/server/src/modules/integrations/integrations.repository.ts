import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { ControllerConnectionsTable, ControllerSyncRunsTable, Database } from '../../db/db.types.ts';

export type ConnectionRow = Selectable<ControllerConnectionsTable>;
export type SyncRunRow = Selectable<ControllerSyncRunsTable>;
export type NewSyncRun = Insertable<ControllerSyncRunsTable>;

export interface ProjectLink {
  project_id: string;
  connection_id: string;
  site_id: string;
  /** Controller floor id → floor-plan record id of the project. */
  floor_map: Record<string, string>;
}

/** The only SQL of the integrations module: connections, project links and sync runs. */
export function createIntegrationsRepository(db: Kysely<Database>) {
  return {
    inTransaction<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
    async insertConnection(row: Insertable<ControllerConnectionsTable>): Promise<void> {
      await db.insertInto('controller_connections').values(row).execute();
    },
    findConnection: (id: string): Promise<ConnectionRow | undefined> =>
      db.selectFrom('controller_connections').selectAll().where('id', '=', id).executeTakeFirst(),
    /** Organisation-wide connections, and with a project id also that project's own. */
    listConnections(orgId: string, projectId?: string): Promise<ConnectionRow[]> {
      return db
        .selectFrom('controller_connections')
        .selectAll()
        .where('org_id', '=', orgId)
        .where((eb) => (projectId ? eb.or([eb('project_id', 'is', null), eb('project_id', '=', projectId)]) : eb('project_id', 'is', null)))
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
    listAllConnectionIdsWithLinks: async (): Promise<string[]> =>
      (await db.selectFrom('controller_project_links').select('connection_id').distinct().execute()).map((row) => row.connection_id),
    async renameConnection(id: string, name: string): Promise<void> {
      await db.updateTable('controller_connections').set({ name }).where('id', '=', id).execute();
    },
    async updateAccountName(id: string, accountName: string): Promise<void> {
      await db.updateTable('controller_connections').set({ account_name: accountName }).where('id', '=', id).execute();
    },
    async deleteConnection(id: string): Promise<void> {
      await db.deleteFrom('controller_connections').where('id', '=', id).execute();
    },
    listSealedNotUnder: (keyId: string) =>
      db.selectFrom('controller_connections').select(['id', 'key_id', 'credentials']).where('key_id', '!=', keyId).execute(),
    /** Replaces the sealed credentials only if the row still holds what was read (a concurrent re-seal wins). */
    async resealCredentials(id: string, from: { keyId: string; sealed: string }, to: { keyId: string; sealed: string }): Promise<void> {
      await db
        .updateTable('controller_connections')
        .set({ key_id: to.keyId, credentials: to.sealed })
        .where('id', '=', id)
        .where('key_id', '=', from.keyId)
        .where('credentials', '=', from.sealed)
        .execute();
    },
    async countSealedWith(keyId: string): Promise<number> {
      const row = await db
        .selectFrom('controller_connections')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('key_id', '=', keyId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async findLink(projectId: string): Promise<ProjectLink | undefined> {
      return db
        .selectFrom('controller_project_links')
        .select(['project_id', 'connection_id', 'site_id', 'floor_map'])
        .where('project_id', '=', projectId)
        .executeTakeFirst();
    },
    listLinks: (connectionId: string): Promise<ProjectLink[]> =>
      db
        .selectFrom('controller_project_links')
        .select(['project_id', 'connection_id', 'site_id', 'floor_map'])
        .where('connection_id', '=', connectionId)
        .execute(),
    async saveLink(link: ProjectLink, at: Date, executor: Kysely<Database> = db): Promise<void> {
      const values = { ...link, floor_map: JSON.stringify(link.floor_map), linked_at: at };
      await executor
        .insertInto('controller_project_links')
        .values(values)
        .onConflict((oc) =>
          oc
            .column('project_id')
            .doUpdateSet({ connection_id: values.connection_id, site_id: values.site_id, floor_map: values.floor_map, linked_at: at }),
        )
        .execute();
    },

    async insertRun(run: NewSyncRun): Promise<void> {
      await db.insertInto('controller_sync_runs').values(run).execute();
    },
    findRun: (id: string): Promise<SyncRunRow | undefined> =>
      db.selectFrom('controller_sync_runs').selectAll().where('id', '=', id).executeTakeFirst(),
    latestRun: (connectionId: string): Promise<SyncRunRow | undefined> =>
      db
        .selectFrom('controller_sync_runs')
        .selectAll()
        .where('connection_id', '=', connectionId)
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst(),
    async clearUndo(runId: string): Promise<void> {
      await db.updateTable('controller_sync_runs').set({ undo: null }).where('id', '=', runId).execute();
    },
  };
}
export type IntegrationsRepository = ReturnType<typeof createIntegrationsRepository>;
