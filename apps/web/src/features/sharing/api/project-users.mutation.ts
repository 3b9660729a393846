import { sharingEndpoints, type GrantableRole, type ProjectUser } from '@airscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { projectUsersQueryKey } from './project-users.query.ts';

/** Every sharing call answers the new user list; the cached list and the project list follow it. */
function useUsersUpdate<V>(projectId: string, name: string, call: (variables: V) => Promise<ProjectUser[] | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sharing', name, projectId],
    mutationFn: call,
    onSuccess: (users) => {
      queryClient.setQueryData(projectUsersQueryKey(projectId), users ?? []);
      void queryClient.invalidateQueries({ queryKey: ['projects'], exact: true });
    },
  });
}

export function useShareWithUser(projectId: string) {
  return useUsersUpdate(projectId, 'user', (body: { email: string; role: GrantableRole }) =>
    callEndpoint(sharingEndpoints.shareProjectWithUser, { params: { projectId }, body }),
  );
}

export function useShareWithGroup(projectId: string) {
  return useUsersUpdate(projectId, 'group', (role: GrantableRole) =>
    callEndpoint(sharingEndpoints.shareProjectWithGroup, { params: { projectId }, body: { role } }),
  );
}

export function useChangeRole(projectId: string) {
  return useUsersUpdate(projectId, 'role', ({ userId, role }: { userId: string; role: GrantableRole }) =>
    callEndpoint(sharingEndpoints.changeProjectUserRole, { params: { projectId, userId }, body: { role } }),
  );
}

export function useRemoveProjectUser(projectId: string) {
  return useUsersUpdate(projectId, 'remove', (userId: string) =>
    callEndpoint(sharingEndpoints.removeProjectUser, { params: { projectId, userId } }),
  );
}
