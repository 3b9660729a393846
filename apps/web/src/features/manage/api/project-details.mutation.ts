import { ERROR_TEXT, projectDetailsEndpoints, type Project, type ProjectDetailsUpdate } from '@airscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

type DetailsChange =
  { projectId: string; kind: 'details'; details: ProjectDetailsUpdate } | { projectId: string; kind: 'tags'; tags: string[] };

async function saveProjectChange(change: DetailsChange): Promise<Project> {
  const params = { projectId: change.projectId };
  const result =
    change.kind === 'details'
      ? await callEndpoint(projectDetailsEndpoints.updateProjectDetails, { params, body: change.details })
      : await callEndpoint(projectDetailsEndpoints.updateProjectTags, { params, body: { tags: change.tags } });
  if (!result) throw new Error(ERROR_TEXT.notFound);
  return result;
}

/** Saves a project's name and location, or its tags; every cached project list is then re-read. */
export function useProjectDetailsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['projects', 'details'],
    mutationFn: saveProjectChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects', 'list'] }),
  });
}
