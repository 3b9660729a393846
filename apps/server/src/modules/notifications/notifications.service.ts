import { LICENCE_EXPIRING_NOTICE_DAYS, type NotificationKind, type NotificationList } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/http-error.ts';
import { NOTIFICATION_TEXTS } from './notification-texts.ts';
import { presentNotification } from './notifications.presenter.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

const DAY_MS = 86_400_000;

export interface NotificationsServiceDeps {
  notifications: NotificationsRepository;
  clock: Clock;
  log: { error(obj: object, msg: string): void };
}

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  params: Record<string, string>;
  link?: string | null;
  /** Set for events that must reach a user once only (a licence's expiry date). */
  dedupeKey?: string | null;
}

export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { notifications, clock, log } = deps;

  async function notify(input: NotifyInput): Promise<boolean> {
    const text = NOTIFICATION_TEXTS[input.kind];
    return notifications.insert({
      userId: input.userId,
      kind: input.kind,
      level: text.level,
      title: text.title,
      description: text.description(input.params),
      params: input.params,
      link: input.link ?? null,
      dedupeKey: input.dedupeKey ?? null,
      at: clock.now(),
    });
  }

  /** One warning per licence expiry date; true when a new one was raised. */
  async function noticeLicenceEnd(userId: string, licence: { product: string; expiresAt: Date }): Promise<boolean> {
    const expiresOn = licence.expiresAt.toISOString().slice(0, 10);
    return notify({
      userId,
      kind: 'licenceExpiring',
      params: { product: licence.product, expiresOn },
      link: '/manage',
      dedupeKey: `licence:${expiresOn}`,
    });
  }

  return {
    notify,
    /**
     * Warns every holder of a licence ending within the notice window, once per expiry date (the dedupe key makes
     * reruns harmless); resolves to how many warnings were new. The daily licence-expiry job runs it.
     */
    async noticeLicencesEndingSoon(): Promise<number> {
      const now = clock.now();
      // Licences that ended long ago were warned about then (or before this job existed); they get no late warning.
      const span = LICENCE_EXPIRING_NOTICE_DAYS * DAY_MS;
      const holders = await notifications.listLicencesEndingBetween(new Date(now.getTime() - span), new Date(now.getTime() + span));
      let raised = 0;
      for (const holder of holders) {
        if (await noticeLicenceEnd(holder.userId, holder)) raised += 1;
      }
      return raised;
    },
    // Licence warnings are raised by the daily licence-expiry job, so reading the list never writes.
    async list(actor: Actor): Promise<NotificationList> {
      const rows = await notifications.listForUser(actor.user.id);
      return { notifications: rows.map(presentNotification), unreadCount: await notifications.countUnread(actor.user.id) };
    },
    async markRead(actor: Actor, notificationId: string): Promise<void> {
      if (!(await notifications.markRead(actor.user.id, notificationId, clock.now()))) throw notFound();
    },
    markAllRead: (actor: Actor) => notifications.markAllRead(actor.user.id, clock.now()),

    /** Called by the import job when an upload ends, either way; never throws, so an import's outcome stands. */
    async notifyUploadOutcome(outcome: {
      userId: string;
      fileName: string;
      projectId: string;
      projectName?: string;
      failureReason?: string | null;
    }): Promise<boolean> {
      const failed = outcome.failureReason !== undefined && outcome.failureReason !== null;
      const input: NotifyInput = failed
        ? { userId: outcome.userId, kind: 'uploadFailed', params: { fileName: outcome.fileName, reason: outcome.failureReason ?? '' } }
        : {
            userId: outcome.userId,
            kind: 'uploadFinished',
            params: { fileName: outcome.fileName, projectName: outcome.projectName ?? outcome.fileName },
            link: `/projects/${outcome.projectId}`,
          };
      try {
        return await notify(input);
      } catch (err) {
        log.error({ err, event: 'notification.failed', kind: input.kind }, 'could not store a notification');
        return false;
      }
    },

    /** For the sharing module: tells a user with an account that a project was shared with them. */
    notifyProjectShared(share: { recipientUserId: string; projectId: string; projectName: string; sharedBy: string }): Promise<boolean> {
      return notify({
        userId: share.recipientUserId,
        kind: 'projectShared',
        params: { projectName: share.projectName, sharedBy: share.sharedBy },
        link: `/projects/${share.projectId}`,
      });
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
