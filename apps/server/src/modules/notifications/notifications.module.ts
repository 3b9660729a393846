import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import { notificationsJobs } from './notifications.jobs.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { registerNotificationRoutes } from './notifications.routes.ts';
import { createNotificationsService, type NotificationsService } from './notifications.service.ts';

/** A user's notifications, and the daily job that warns of licences ending soon. */
export function createNotificationsModule(ctx: ModuleContext): ServerModule & { notifications: NotificationsService } {
  const notifications = createNotificationsService({
    notifications: createNotificationsRepository(ctx.db),
    clock: ctx.clock,
    log: ctx.log,
  });
  return {
    notifications,
    name: 'notifications',
    routes: (app, bind) => registerNotificationRoutes(app, bind, notifications),
    jobs: notificationsJobs({ notifications, log: ctx.log }),
  };
}
