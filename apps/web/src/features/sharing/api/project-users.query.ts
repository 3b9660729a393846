import { projectEndpoints, type ProjectUser } from '@airscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export const projectUsersQueryKey = (projectId: string) => ['projects', projectId, 'users'] as const;

/** The project's users, owners first, then by username (docs/product.md §6). */
export function useProjectUsers(projectId: string) {
  return useQuery({
    queryKey: projectUsersQueryKey(projectId),
    queryFn: async (): Promise<ProjectUser[]> => (await callEndpoint(projectEndpoints.getProjectUsers, { params: { projectId } })) ?? [],
  });
}
