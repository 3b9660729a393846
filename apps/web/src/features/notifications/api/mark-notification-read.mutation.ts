import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationEndpoints } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { notificationsKey } from './notifications.query.ts';

/** Marks one notification read, then re-reads the list and its unread count. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'mark-read'],
    mutationFn: async (notificationId: string) => {
      await callEndpoint(notificationEndpoints.markNotificationRead, { params: { notificationId } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
