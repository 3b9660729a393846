import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { detectImageType } from '@airscope/esx-archive';
import { badRequest, HttpError } from '../../http/http-error.ts';

export const PLAN_IMAGE_MAX_BYTES = 25 * 1024 * 1024;
// A plan wider than this would make every heatmap grid and canvas needlessly huge.
const MAX_SIDE_PX = 20_000;

/** Reads the request body up to the limit; a larger body is refused while it streams (413). */
export async function readPlanImage(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > PLAN_IMAGE_MAX_BYTES) throw new HttpError(413, 'The floor plan image is larger than 25 MB.', 'PAYLOAD_TOO_LARGE');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Checks the bytes are a PNG or JPEG that decodes, and reads its size; the type comes from the magic bytes. */
export async function describePlanImage(bytes: Buffer): Promise<{ imageId: string; type: 'png' | 'jpeg'; width: number; height: number }> {
  const type = detectImageType(bytes);
  if (type !== 'png' && type !== 'jpeg')
    throw new HttpError(415, 'A floor plan image must be a PNG or JPEG file.', 'UNSUPPORTED_MEDIA_TYPE');
  let meta;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_SIDE_PX * MAX_SIDE_PX }).metadata();
  } catch {
    throw badRequest('The floor plan image could not be read; the file may be damaged.', 'INVALID_IMAGE');
  }
  if (!meta.width || !meta.height || meta.width > MAX_SIDE_PX || meta.height > MAX_SIDE_PX) {
    throw badRequest(`A floor plan image may be at most ${MAX_SIDE_PX} pixels on a side.`, 'INVALID_IMAGE');
  }
  return { imageId: randomUUID(), type, width: meta.width, height: meta.height };
}
