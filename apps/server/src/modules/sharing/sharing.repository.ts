import { sql, type Kysely } from 'kysely';
import { MY_SHARING_GROUP, type ProjectRole, type SharingRestriction } from '@airscope/contracts';
import type { Database } from '../../db/db.types.ts';

/** Project users and the organisation facts sharing decisions need. */
export function createSharingRepository(db: Kysely<Database>) {
  return {
    findUserByEmail(email: string) {
      return db
        .selectFrom('users')
        .select(['id', 'org_id', 'disabled'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
        .executeTakeFirst();
    },

    async restrictionOf(orgId: string | null): Promise<SharingRestriction> {
      if (!orgId) return 'NO_RESTRICTION';
      const row = await db.selectFrom('organisations').select('sharing_restriction').where('id', '=', orgId).executeTakeFirst();
      return row?.sharing_restriction ?? 'NO_RESTRICTION';
    },

    /** Members of the organisation's "My Sharing Group". */
    async sharingGroupMemberIds(orgId: string | null): Promise<string[] | undefined> {
      if (!orgId) return undefined;
      const group = await db
        .selectFrom('sharing_groups')
        .select('id')
        .where('org_id', '=', orgId)
        .where('name', '=', MY_SHARING_GROUP)
        .executeTakeFirst();
      if (!group) return undefined;
      const rows = await db.selectFrom('sharing_group_members').select('user_id').where('group_id', '=', group.id).execute();
      return rows.map((row) => row.user_id);
    },

    findMemberRole(projectId: string, userId: string): Promise<ProjectRole | undefined> {
      return db
        .selectFrom('project_users')
        .select('role')
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
        .then((row) => row?.role);
    },

    /** Adds users at a role; existing members keep theirs (the primary key decides races). */
    async addMembers(projectId: string, userIds: string[], role: ProjectRole): Promise<number> {
      if (userIds.length === 0) return 0;
      const inserted = await db
        .insertInto('project_users')
        .values(userIds.map((userId) => ({ project_id: projectId, user_id: userId, role })))
        .onConflict((oc) => oc.columns(['project_id', 'user_id']).doNothing())
        .returning('user_id')
        .execute();
      return inserted.length;
    },

    /** Changes a member's role; an OWNER row never changes (conditional UPDATE). */
    async changeRole(projectId: string, userId: string, role: ProjectRole): Promise<boolean> {
      const result = await db
        .updateTable('project_users')
        .set({ role })
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .where('role', '!=', 'OWNER')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async removeMember(projectId: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('project_users')
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .where('role', '!=', 'OWNER')
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async projectName(projectId: string): Promise<string> {
      const row = await db.selectFrom('projects').select('name').where('id', '=', projectId).executeTakeFirst();
      return row?.name ?? '';
    },

    async touchProject(projectId: string, at: Date): Promise<void> {
      await db.updateTable('projects').set({ updated_at: at }).where('id', '=', projectId).execute();
    },

    /** Public requests from one address since `since`, recorded first so parallel calls count too. */
    async countAndRecordRequest(action: string, ip: string, now: Date, since: Date): Promise<number> {
      await db.insertInto('secure_share_requests').values({ action, ip, requested_at: now }).execute();
      const row = await db
        .selectFrom('secure_share_requests')
        .select(sql<string>`count(*)`.as('n'))
        .where('action', '=', action)
        .where('ip', '=', ip)
        .where('requested_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type SharingRepository = ReturnType<typeof createSharingRepository>;
