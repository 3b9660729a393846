import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationEndpoints, type NotificationList } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export const notificationsKey = ['notifications'] as const;
/** New server notifications (an import finishing in the background) show within this time. */
export const NOTIFICATIONS_POLL_MS = 15_000;

const empty: NotificationList = { notifications: [], unreadCount: 0 };

export const notificationsQuery = queryOptions({
  queryKey: notificationsKey,
  queryFn: async () => (await callEndpoint(notificationEndpoints.listNotifications)) ?? empty,
  refetchInterval: NOTIFICATIONS_POLL_MS,
});

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQuery, enabled });
}
