import { projectEndpoints, type Project } from '@airscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { projectsQueryKey } from './projects.query.ts';

/** DELETE a project (owners only); its row leaves the cached list at once. */
export function useDeleteProjectMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['projects', 'delete'],
    mutationFn: async (projectId: string) => {
      await callEndpoint(projectEndpoints.deleteProject, { params: { projectId } });
      return projectId;
    },
    onSuccess: (projectId) => {
      queryClient.setQueryData<Project[]>(projectsQueryKey, (projects) => projects?.filter((project) => project.projectId !== projectId));
    },
  });
}
