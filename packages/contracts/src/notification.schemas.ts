import { z } from 'zod';

/** docs/product.md §3 "Notification" levels. */
export const NOTIFICATION_LEVELS = ['info', 'warning', 'error', 'success'] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];

/** What a server notification is about; the web translates each kind with its params. */
export const NOTIFICATION_KINDS = ['uploadFinished', 'uploadFailed', 'projectShared', 'licenceExpiring'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** docs/product.md §9: notification width, and the confirm-text length past which its action row wraps. */
export const NOTIFICATION_WIDTH_PX = 512;
export const NOTIFICATION_CONFIRM_WRAP_CHARS = 10;
/** A licence within this many days of its end (or past it) raises a licence-expiring notification. */
export const LICENCE_EXPIRING_NOTICE_DAYS = 14;

export const ServerNotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  level: z.enum(NOTIFICATION_LEVELS),
  /** English text, for clients without the kind's translation. */
  title: z.string(),
  description: z.string(),
  /** Values the kind's text is built from (file name, project name, expiry date, …). */
  params: z.record(z.string(), z.string()),
  /** An in-app path the notification leads to, when it has one. */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type ServerNotification = z.infer<typeof ServerNotificationSchema>;

export const NotificationListSchema = z.object({
  notifications: z.array(ServerNotificationSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;
