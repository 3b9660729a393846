import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import type { ProjectsRepository } from './projects.repository.ts';

const WIDTH = 480;

/** A PNG of the first floor plan, made once and kept beside the project's files. */
export async function loadProjectThumbnail(projectId: string, repo: ProjectsRepository, blobs: BlobStore): Promise<Buffer | null> {
  const key = `projects/${projectId}/thumbnail.png`;
  if (await blobs.exists(key)) return buffer(await blobs.getStream(key));
  const [first] = await repo.listFloorPlans(projectId);
  const imageId = first?.bitmap_image_id ?? first?.image_id;
  const file = imageId ? await repo.findFile(projectId, 'image', imageId) : undefined;
  if (!file) return null;
  const source = await buffer(await blobs.getStream(file.blob_key));
  // Large floor plans are common; the pixel limit guards against decompression bombs.
  const png = await sharp(source, { limitInputPixels: 200_000_000 })
    .resize({ width: WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  await blobs.put(key, png, { contentType: 'image/png' });
  return png;
}
