import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ApiErrorSchema } from './api-error.schemas.ts';
import { NotificationListSchema } from './notification.schemas.ts';

const BASE = '/notifyapi/v1/notification';
const sessionErrors = { 401: ApiErrorSchema, 403: ApiErrorSchema } as const;

export const listNotifications = defineEndpoint({
  id: 'listNotifications',
  method: 'GET',
  path: BASE,
  summary: 'Your notifications, newest first (at most 50), with the unread count',
  tag: 'notifications',
  access: 'session',
  responses: { 200: NotificationListSchema, ...sessionErrors },
});

export const markNotificationRead = defineEndpoint({
  id: 'markNotificationRead',
  method: 'PUT',
  path: `${BASE}/:notificationId/read`,
  summary: 'Mark one of your notifications read; 404 for anyone else’s',
  tag: 'notifications',
  access: 'session',
  params: z.object({ notificationId: z.string().uuid() }),
  responses: { 204: z.null(), 400: ApiErrorSchema, 404: ApiErrorSchema, ...sessionErrors },
});

export const markAllNotificationsRead = defineEndpoint({
  id: 'markAllNotificationsRead',
  method: 'PUT',
  path: `${BASE}/read-all`,
  summary: 'Mark all of your notifications read',
  tag: 'notifications',
  access: 'session',
  responses: { 204: z.null(), ...sessionErrors },
});
