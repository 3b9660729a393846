import { defineJob, type JobDefinition } from '../../module-contract/server-module.ts';
import { NoPayloadSchema } from '../../storage/queue/job-queue.ts';
import type { NotificationsService } from './notifications.service.ts';

export const LICENCE_EXPIRY_JOB = 'notify-licence-expiry';
/** Daily at 06:00 UTC, before the working day in Europe. */
export const LICENCE_EXPIRY_CRON = '0 6 * * *';

export interface LicenceExpiryDeps {
  notifications: NotificationsService;
  log: { info(obj: object, msg: string): void };
}

/** One run of the licence-expiry warnings; resolves to how many were raised. */
export async function runLicenceExpiryNotices(deps: LicenceExpiryDeps): Promise<number> {
  const raised = await deps.notifications.noticeLicencesEndingSoon();
  if (raised > 0) deps.log.info({ event: 'notifications.licence-expiry', raised }, 'licence expiry warnings raised');
  return raised;
}

/** The daily licence-expiry warnings, plus one run at worker start (so a fresh or restarted worker does not wait a day). */
export function notificationsJobs(deps: LicenceExpiryDeps): JobDefinition[] {
  return [
    defineJob({
      name: LICENCE_EXPIRY_JOB,
      payload: NoPayloadSchema,
      cron: LICENCE_EXPIRY_CRON,
      runAtStart: true,
      run: async () => void (await runLicenceExpiryNotices(deps)),
    }),
  ];
}
