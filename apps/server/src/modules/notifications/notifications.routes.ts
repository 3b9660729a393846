import type { FastifyInstance } from 'fastify';
import { notificationEndpoints } from '@airscope/contracts';
import { answer, bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { NotificationsService } from './notifications.service.ts';

export function registerNotificationRoutes(app: FastifyInstance, bind: BindDeps, notifications: NotificationsService) {
  bindEndpoint(app, bind, notificationEndpoints.listNotifications, ({ actor }) => notifications.list(actor));
  bindEndpoint(app, bind, notificationEndpoints.markNotificationRead, async ({ actor, params }) => {
    await notifications.markRead(actor, params.notificationId);
    return answer(204, null);
  });
  bindEndpoint(app, bind, notificationEndpoints.markAllNotificationsRead, async ({ actor }) => {
    await notifications.markAllRead(actor);
    return answer(204, null);
  });
}
