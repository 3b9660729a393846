import type { Kysely } from 'kysely';
import { LICENCE_EXPIRING_NOTICE_DAYS } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/db.types.ts';
import { NoPayloadSchema, type JobQueue } from '../../storage/queue/job-queue.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createNotificationsService } from './notifications.service.ts';

export const LICENCE_EXPIRY_JOB = 'notify-licence-expiry';
/** Daily at 06:00 UTC, before the working day in Europe. */
export const LICENCE_EXPIRY_CRON = '0 6 * * *';

const DAY_MS = 86_400_000;

export interface LicenceExpiryDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: { info(obj: object, msg: string): void };
}

/** Warns every holder of a licence ending within the notice window, once per expiry date (the dedupe key makes reruns harmless). */
export async function runLicenceExpiryNotices(deps: LicenceExpiryDeps): Promise<number> {
  const repository = createNotificationsRepository(deps.db);
  const notifications = createNotificationsService({ notifications: repository, clock: deps.clock });
  const now = deps.clock.now();
  // Licences that ended long ago were warned about then (or before this job existed); they get no late warning.
  const span = LICENCE_EXPIRING_NOTICE_DAYS * DAY_MS;
  const holders = await repository.listLicencesEndingBetween(new Date(now.getTime() - span), new Date(now.getTime() + span));
  let raised = 0;
  for (const holder of holders) {
    if (await notifications.noticeLicenceEnd(holder.userId, holder)) raised += 1;
  }
  if (raised > 0) deps.log.info({ event: 'notifications.licence-expiry', raised }, 'licence expiry warnings raised');
  return raised;
}

/** Registers the handler, the daily schedule, and one run now (so a fresh or restarted worker does not wait a day). */
export async function registerLicenceExpiryJob(queue: JobQueue, deps: LicenceExpiryDeps): Promise<void> {
  await queue.work(LICENCE_EXPIRY_JOB, NoPayloadSchema, async () => {
    await runLicenceExpiryNotices(deps);
  });
  await queue.schedule(LICENCE_EXPIRY_JOB, LICENCE_EXPIRY_CRON, {});
  await queue.send(LICENCE_EXPIRY_JOB, {});
}
