import type { EsxCollections, EsxImageFile, EsxWarning, Project } from '@airscope/esx';
import { imageFormatOf } from './detect-image-type.ts';

/** Warnings about content the app will trip over: floors without image or scale, image types that lie, unknown schema versions. */
export function describeContentWarnings(
  collections: EsxCollections,
  imageFiles: readonly EsxImageFile[],
  project: Project | undefined,
): EsxWarning[] {
  const warnings: EsxWarning[] = [];
  const files = new Map(imageFiles.map((file) => [file.imageId, file]));
  for (const floor of collections.floorPlans) {
    const name = floor.name ?? floor.id;
    if (!files.has(floor.imageId)) {
      warnings.push({
        code: 'IMAGE_MISSING',
        collection: 'floorPlans',
        recordId: floor.id,
        message: `The floor "${name}" has no image in the file.`,
      });
    }
    if (floor.metersPerUnit === undefined) {
      warnings.push({
        code: 'UNSCALED_FLOOR_PLAN',
        collection: 'floorPlans',
        recordId: floor.id,
        message: `The floor "${name}" has no scale; set its scale before measuring distances.`,
      });
    }
  }
  for (const image of collections.images) {
    const file = files.get(image.id);
    if (file === undefined) continue;
    const detected = imageFormatOf(file.type);
    if (image.imageFormat !== undefined && detected !== image.imageFormat.toUpperCase()) {
      warnings.push({
        code: 'IMAGE_FORMAT_MISMATCH',
        collection: 'images',
        recordId: image.id,
        message: `The image ${image.id} says it is ${image.imageFormat} but its bytes are ${detected ?? 'of an unknown type'}.`,
      });
    }
  }
  const schemaVersion = project?.schemaVersion;
  if (schemaVersion !== undefined && !/^1\.\d+(\.\d+)?$/.test(schemaVersion)) {
    warnings.push({
      code: 'UNKNOWN_SCHEMA_VERSION',
      collection: 'project',
      message: `The project uses schema version ${schemaVersion}; Airscope knows 1.x.`,
    });
  }
  return warnings;
}
