import { projectEndpoints } from '@airscope/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

const planImageUrlQuery = (projectId: string, imageId: string) => ({
  queryKey: ['projects', projectId, 'planning-image-url', imageId] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await callEndpoint(projectEndpoints.getImageFile, { params: { projectId, imageId }, query: { redirect: '0' }, signal }))?.url ?? null,
  staleTime: 60_000,
});

/** A same-origin URL of a plan image, or null while loading or without an image. */
export function usePlanImageUrl(projectId: string, imageId: string | null): string | null {
  return useQuery({ ...planImageUrlQuery(projectId, imageId ?? ''), enabled: imageId !== null }).data ?? null;
}

/** URLs of several plan images (for the 3D view), by image id. */
export function usePlanImageUrls(projectId: string, imageIds: readonly string[], enabled: boolean): Map<string, string> {
  const results = useQueries({ queries: imageIds.map((imageId) => ({ ...planImageUrlQuery(projectId, imageId), enabled })) });
  return new Map(imageIds.flatMap((imageId, index) => (results[index]?.data ? [[imageId, results[index].data] as [string, string]] : [])));
}
