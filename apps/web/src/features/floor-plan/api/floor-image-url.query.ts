import { projectEndpoints } from '@airscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/** A short-lived same-origin URL of the floor image; never cached past the component's life. */
export const floorImageUrlQuery = (projectId: string, imageId: string) =>
  queryOptions({
    queryKey: ['projects', projectId, 'image-url', imageId] as const,
    queryFn: async ({ signal }) =>
      (await callEndpoint(projectEndpoints.getImageFile, { params: { projectId, imageId }, query: { redirect: '0' }, signal }))?.url ??
      null,
    gcTime: 0,
  });

export function useFloorImageUrl(projectId: string, imageId: string | null) {
  return useQuery({ ...floorImageUrlQuery(projectId, imageId ?? ''), enabled: imageId !== null });
}
