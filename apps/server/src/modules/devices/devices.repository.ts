import type { Kysely } from 'kysely';
import type { Database, DeviceAuthorizationRow, DeviceRow, UserRow } from '../../db/db.types.ts';

/** The SQL of device activation: pending authorizations and activated devices. */
export function createDevicesRepository(db: Kysely<Database>) {
  return {
    async insertAuthorization(row: DeviceAuthorizationRow): Promise<void> {
      await db.insertInto('device_authorizations').values(row).execute();
    },

    findAuthorizationByDeviceCode(deviceCodeHash: string): Promise<DeviceAuthorizationRow | undefined> {
      return db.selectFrom('device_authorizations').selectAll().where('device_code_hash', '=', deviceCodeHash).executeTakeFirst();
    },

    findAuthorizationByUserCode(userCode: string): Promise<DeviceAuthorizationRow | undefined> {
      return db.selectFrom('device_authorizations').selectAll().where('user_code', '=', userCode).executeTakeFirst();
    },

    /** Records a poll; a slow_down also lengthens the interval the device must keep. */
    async notePoll(id: string, at: Date, intervalSeconds: number): Promise<void> {
      await db
        .updateTable('device_authorizations')
        .set({ last_polled_at: at, interval_seconds: intervalSeconds })
        .where('id', '=', id)
        .execute();
    },

    /** Approves or denies a pending code; false when it was no longer pending (decided twice at once). */
    async decide(id: string, status: 'APPROVED' | 'DENIED', userId: string): Promise<boolean> {
      const result = await db
        .updateTable('device_authorizations')
        .set({ status, user_id: userId })
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Trades an approved authorization for a device exactly once: the conditional update lets one poll win. */
    async activate(authorizationId: string, device: DeviceRow): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const used = await tx
          .updateTable('device_authorizations')
          .set({ status: 'CONSUMED' })
          .where('id', '=', authorizationId)
          .where('status', '=', 'APPROVED')
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) return false;
        await tx.insertInto('devices').values(device).execute();
        return true;
      });
    },

    async deleteExpiredAuthorizations(before: Date): Promise<void> {
      await db.deleteFrom('device_authorizations').where('expires_at', '<', before).execute();
    },

    listDevices(userId: string): Promise<DeviceRow[]> {
      return db.selectFrom('devices').selectAll().where('user_id', '=', userId).orderBy('activated_at', 'desc').execute();
    },

    async deleteDevice(userId: string, deviceId: string): Promise<boolean> {
      const result = await db.deleteFrom('devices').where('id', '=', deviceId).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** The device a bearer token belongs to, and its user. */
    async findByToken(tokenHash: string): Promise<{ device: DeviceRow; user: UserRow } | undefined> {
      const device = await db.selectFrom('devices').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
      if (!device) return undefined;
      const user = await db.selectFrom('users').selectAll().where('id', '=', device.user_id).executeTakeFirst();
      return user ? { device, user } : undefined;
    },

    /** Wrong codes the user typed since `since` (an older window counts as none). */
    async countFailures(userId: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('device_code_failures')
        .select(['failure_count', 'window_started_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && new Date(row.window_started_at) > since ? row.failure_count : 0;
    },

    /** Counts one wrong code; a window older than `since` starts again at one. */
    async recordFailure(userId: string, now: Date, since: Date): Promise<void> {
      await db
        .insertInto('device_code_failures')
        .values({ user_id: userId, window_started_at: now, failure_count: 1 })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet((eb) => ({
            failure_count: eb
              .case()
              .when('device_code_failures.window_started_at', '<=', since)
              .then(1)
              .else(eb('device_code_failures.failure_count', '+', 1))
              .end(),
            window_started_at: eb
              .case()
              .when('device_code_failures.window_started_at', '<=', since)
              .then(now)
              .else(eb.ref('device_code_failures.window_started_at'))
              .end(),
          })),
        )
        .execute();
    },

    async touch(deviceId: string, at: Date): Promise<void> {
      await db.updateTable('devices').set({ last_seen_at: at }).where('id', '=', deviceId).execute();
    },
  };
}
export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
