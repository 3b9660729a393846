import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationEndpoints } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { notificationsKey } from './notifications.query.ts';

/** Marks every notification read. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'mark-all-read'],
    mutationFn: async () => {
      await callEndpoint(notificationEndpoints.markAllNotificationsRead);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
