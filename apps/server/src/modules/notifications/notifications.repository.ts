import type { Kysely } from 'kysely';
import type { Database, NotificationRow } from '../../db/db.types.ts';

export interface NewNotification {
  userId: string;
  kind: string;
  level: string;
  title: string;
  description: string;
  params: Record<string, string>;
  link: string | null;
  dedupeKey: string | null;
  at: Date;
}

const LIST_LIMIT = 50;

export function createNotificationsRepository(db: Kysely<Database>) {
  return {
    /** Inserts unless the user already has one with the same dedupe key; true when inserted. */
    async insert(n: NewNotification): Promise<boolean> {
      const rows = await db
        .insertInto('notifications')
        .values({
          user_id: n.userId,
          kind: n.kind,
          level: n.level,
          title: n.title,
          description: n.description,
          params: JSON.stringify(n.params),
          link: n.link,
          dedupe_key: n.dedupeKey,
          created_at: n.at,
        })
        .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
        .returning('id')
        .execute();
      return rows.length > 0;
    },
    listForUser(userId: string): Promise<NotificationRow[]> {
      return db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(LIST_LIMIT)
        .execute();
    },
    async countUnread(userId: string): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Marks one notification of this user read; false when the user has no such notification. */
    async markRead(userId: string, id: string, at: Date): Promise<boolean> {
      const found = await db.selectFrom('notifications').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      if (!found) return false;
      await db.updateTable('notifications').set({ read_at: at }).where('id', '=', id).where('read_at', 'is', null).execute();
      return true;
    },
    async markAllRead(userId: string, at: Date): Promise<void> {
      await db.updateTable('notifications').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null).execute();
    },
    /** Holders of a licence whose subscription ends in [from, to], for the licence-expiry job; disabled accounts are left out. */
    async listLicencesEndingBetween(from: Date, to: Date): Promise<Array<{ userId: string; product: string; expiresAt: Date }>> {
      const rows = await db
        .selectFrom('users')
        .innerJoin('licenses', 'licenses.id', 'users.license_id')
        .select(['users.id', 'licenses.product', 'licenses.subscription_expires_at'])
        .where('users.disabled', '=', false)
        .where('licenses.subscription_expires_at', '>=', from)
        .where('licenses.subscription_expires_at', '<=', to)
        .orderBy('users.id')
        .execute();
      return rows.map((row) => ({ userId: row.id, product: row.product, expiresAt: new Date(row.subscription_expires_at!) }));
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
