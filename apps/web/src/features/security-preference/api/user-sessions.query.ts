import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export const userSessionsKey = (userId: string) => ['users', userId, 'sessions'] as const;

export function userSessionsQuery(userId: string) {
  return queryOptions({
    queryKey: userSessionsKey(userId),
    queryFn: async () => (await callEndpoint(accountEndpoints.listUserSessions, { params: { userId } })) ?? [],
  });
}

export function useUserSessions(userId: string) {
  return useQuery(userSessionsQuery(userId));
}
