import { sql, type Kysely, type Transaction } from 'kysely';
import type { ProjectRole } from '@airscope/contracts';
import type { Database, NewFloorPlan, ProjectFileKind, ProjectRow } from '../../db/db.types.ts';
import type { RecordRow } from './project-rows.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewProject {
  row: Omit<ProjectRow, 'tags'> & { tags: string[] };
  records: RecordRow[];
  files: Array<{ kind: ProjectFileKind; name: string; blob_key: string; size: number; content_type: string }>;
  floorPlans: NewFloorPlan[];
}

const BATCH_ROWS = 500;
// Survey records can hold hundreds of kilobytes of route points: cap each statement's JSON too. The embedded
// engine copies each statement into its WebAssembly heap, which never shrinks, so a smaller statement
// keeps the process smaller for good; 1 MB statements cost no measurable speed over 4 MB ones.
const BATCH_JSON_CHARS = 1_000_000;

async function insertInBatches<T>(items: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH_ROWS) await insert(items.slice(start, start + BATCH_ROWS));
}

/** Inserts records with their JSON serialised one bounded batch at a time, never all at once. */
async function insertRecords(tx: Db, projectId: string, records: readonly RecordRow[]): Promise<void> {
  let batch: Array<{ project_id: string; collection: string; ordinal: number; record_id: string | null; deleted: boolean; data: string }> =
    [];
  let chars = 0;
  const flush = async () => {
    if (batch.length > 0) await tx.insertInto('project_records').values(batch).execute();
    batch = [];
    chars = 0;
  };
  for (const record of records) {
    const data = JSON.stringify(record.data);
    batch.push({
      project_id: projectId,
      collection: record.collection,
      ordinal: record.ordinal,
      record_id: record.record_id,
      deleted: record.deleted,
      data,
    });
    chars += data.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_JSON_CHARS) await flush();
  }
  await flush();
}

export function createProjectsRepository(db: Kysely<Database>) {
  /** Members of many projects in one query (owners first, then by e-mail), keyed by project. */
  async function listUsersOfProjects(projectIds: readonly string[]) {
    const rows =
      projectIds.length === 0
        ? []
        : await db
            .selectFrom('project_users')
            .innerJoin('users', 'users.id', 'project_users.user_id')
            .select(['project_users.project_id', 'users.id', 'users.email', 'users.first_name', 'users.last_name', 'project_users.role'])
            .where('project_users.project_id', '=', sql<string>`any(${[...projectIds]}::uuid[])`)
            .orderBy('project_users.project_id')
            .orderBy(sql`case when project_users.role = 'OWNER' then 0 else 1 end`)
            .orderBy('users.email')
            .execute();
    const byProject = new Map<string, Array<Omit<(typeof rows)[number], 'project_id'>>>();
    for (const { project_id: projectId, ...user } of rows) {
      const list = byProject.get(projectId) ?? [];
      list.push(user);
      byProject.set(projectId, list);
    }
    return byProject;
  }

  return {
    /** Writes a whole project; call inside a transaction so nothing half-written is ever visible. */
    async insertProject(tx: Db, project: NewProject): Promise<void> {
      await tx
        .insertInto('projects')
        .values({ ...project.row, tags: JSON.stringify(project.row.tags) })
        .execute();
      await tx.insertInto('project_users').values({ project_id: project.row.id, user_id: project.row.owner_id, role: 'OWNER' }).execute();
      await insertRecords(tx, project.row.id, project.records);
      await insertInBatches(project.files, (chunk) =>
        tx
          .insertInto('project_files')
          .values(chunk.map((f) => ({ ...f, project_id: project.row.id })))
          .execute(),
      );
      await insertInBatches(project.floorPlans, (chunk) =>
        tx
          .insertInto('project_floor_plans')
          .values(chunk.map((f) => ({ ...f, project_id: project.row.id })))
          .execute(),
      );
    },

    findById(projectId: string): Promise<ProjectRow | undefined> {
      return db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirst() as Promise<ProjectRow | undefined>;
    },

    findRole(projectId: string, userId: string): Promise<ProjectRole | undefined> {
      return db
        .selectFrom('project_users')
        .select('role')
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
        .then((row) => row?.role);
    },

    /** The one project a secure-sharing guest sees, shaped like a list row, view only. */
    listForGuest(projectId: string) {
      return db
        .selectFrom('projects')
        .innerJoin('users as owner', 'owner.id', 'projects.owner_id')
        .selectAll('projects')
        .select((eb) => [eb.val<ProjectRole>('READ_USER').as('my_role'), 'owner.email as owner_email'])
        .select((eb) => [
          eb
            .selectFrom('project_floor_plans')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('project_floor_plans.project_id', '=', 'projects.id')
            .as('floor_plan_count'),
          eb
            .selectFrom('project_records')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('project_records.project_id', '=', 'projects.id')
            .where('project_records.collection', '=', 'accessPoints')
            .where('project_records.deleted', '=', false)
            .as('access_point_count'),
        ])
        .where('projects.id', '=', projectId)
        .where('projects.status', '!=', 'SKIP_COMPUTATION')
        .execute();
    },

    /** Projects the user is a member of (or just `onlyProjectId` of them), with the counts the list shows. */
    listForUser(userId: string, search: string | undefined, onlyProjectId?: string) {
      let query = db
        .selectFrom('projects')
        .innerJoin('project_users as me', (join) => join.onRef('me.project_id', '=', 'projects.id').on('me.user_id', '=', userId))
        .innerJoin('users as owner', 'owner.id', 'projects.owner_id')
        .selectAll('projects')
        .select(['me.role as my_role', 'owner.email as owner_email'])
        .select((eb) => [
          eb
            .selectFrom('project_floor_plans')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('project_floor_plans.project_id', '=', 'projects.id')
            .as('floor_plan_count'),
          eb
            .selectFrom('project_records')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('project_records.project_id', '=', 'projects.id')
            .where('project_records.collection', '=', 'accessPoints')
            .where('project_records.deleted', '=', false)
            .as('access_point_count'),
        ])
        .where('projects.status', '!=', 'SKIP_COMPUTATION');
      if (onlyProjectId !== undefined) query = query.where('projects.id', '=', onlyProjectId);
      const text = search?.trim().toLowerCase();
      if (text) {
        const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['projects.name']), 'like', like),
            eb(eb.fn('lower', ['projects.country']), 'like', like),
            eb(eb.fn('lower', ['projects.city']), 'like', like),
          ]),
        );
      }
      return query.orderBy('projects.updated_at', 'desc').execute();
    },

    async listUsers(projectId: string) {
      return (await listUsersOfProjects([projectId])).get(projectId) ?? [];
    },

    listUsersOfProjects,

    listRecords(projectId: string, collections: string[]): Promise<Array<{ collection: string; data: Record<string, unknown> }>> {
      if (collections.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('project_records')
        .select(['collection', 'data'])
        .where('project_id', '=', projectId)
        .where('deleted', '=', false)
        .where('collection', 'in', collections)
        .orderBy('collection')
        .orderBy('ordinal')
        .execute();
    },

    listAllRecords(projectId: string): Promise<RecordRow[]> {
      return db
        .selectFrom('project_records')
        .select(['collection', 'ordinal', 'record_id', 'deleted', 'data'])
        .where('project_id', '=', projectId)
        .execute() as Promise<RecordRow[]>;
    },

    listFloorPlans(projectId: string) {
      return db
        .selectFrom('project_floor_plans')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('floor_number')
        .orderBy('name')
        .execute();
    },

    listFiles(projectId: string, kind?: ProjectFileKind) {
      let query = db.selectFrom('project_files').selectAll().where('project_id', '=', projectId);
      if (kind) query = query.where('kind', '=', kind);
      return query.orderBy('kind').orderBy('name').execute();
    },

    findFile(projectId: string, kind: ProjectFileKind, name: string) {
      return db
        .selectFrom('project_files')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('kind', '=', kind)
        .where('name', '=', name)
        .executeTakeFirst();
    },

    async markDeleteRequested(projectId: string, at: Date): Promise<void> {
      await db
        .updateTable('projects')
        .set((eb) => ({ status: 'DELETE_REQUESTED', updated_at: at, project_version: eb('project_version', '+', 1) }))
        .where('id', '=', projectId)
        .execute();
    },

    async deleteProject(projectId: string): Promise<void> {
      await db.deleteFrom('projects').where('id', '=', projectId).execute();
    },
  };
}
export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
