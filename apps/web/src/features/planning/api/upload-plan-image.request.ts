import { describeApiError, planningEndpoints, StoredImageSchema } from '@airscope/contracts';
import type { z } from 'zod';
import { ApiRequestError } from '../../../lib/api/api-request-error.ts';
import { buildRequest } from '../../../lib/api/build-request.ts';

export type StoredImage = z.infer<typeof StoredImageSchema>;

/** Sends a PNG or JPEG plan as the raw body (the endpoint reads bytes, not JSON) and answers the stored image. */
export async function uploadPlanImage(projectId: string, image: Blob): Promise<StoredImage> {
  const { url, init } = buildRequest(planningEndpoints.uploadPlanImage, { params: { projectId } });
  const headers = new Headers(init.headers);
  headers.set('Content-Type', image.type === 'image/jpeg' ? 'image/jpeg' : 'image/png');
  const response = await fetch(url, { ...init, headers, body: image });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok)
    throw new ApiRequestError(describeApiError(body), { status: response.status, endpointId: planningEndpoints.uploadPlanImage.id, body });
  return StoredImageSchema.parse(body);
}
