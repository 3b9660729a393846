import type { EsxProject } from '../esx-project.ts';
import { isUuid, nameUuid } from './name-uuid.ts';

type Json = unknown;

// Fields that hold record ids: `id`, `…Id`, `…Ids`; a wall segment's `wallPoints` pair is the one list named otherwise.
const ID_FIELD = /(^id$|Id$|Ids$|^wallPoints$|^projectAncestors$)/;

/** The UUID a non-UUID record id `id` of project `projectId` is given on export (see replaceNonUuidIds). */
export function replacedRecordId(projectId: string, id: string): string {
  return isUuid(id) ? id : nameUuid('airscope-record', projectId, id);
}

/**
 * The model with every record id that is not a UUID (`demo-ap-0-0`, `wp1`) replaced by a UUID derived from
 * the project and the old id, and every reference to it (id fields, image and track file names) following.
 * UUIDs of any version are kept as they are, so a file Ekahau wrote comes back unchanged; derived ids make
 * the replacement the same on every export.
 */
export function replaceNonUuidIds(model: EsxProject): EsxProject {
  const seed = String(model.project?.id ?? model.project?.name ?? '');
  const replaced = new Map<string, string>();
  const note = (id: unknown): void => {
    if (typeof id === 'string' && !isUuid(id) && !replaced.has(id)) replaced.set(id, replacedRecordId(seed, id));
  };
  note(model.project?.id);
  note(model.projectConfiguration?.id);
  const groups: Array<Record<string, readonly { id?: unknown }[]>> = [
    model.collections as unknown as Record<string, { id?: unknown }[]>,
    model.extraCollections,
    model.deletedRecords,
  ];
  for (const group of groups) for (const records of Object.values(group)) for (const record of records) note(record.id);
  for (const image of model.imageFiles) note(image.imageId);
  for (const track of model.trackFiles) note(track.binaryFileId);
  if (replaced.size === 0) return model;

  const swap = (id: string): string => replaced.get(id) ?? id;
  const rewrite = (value: Json, idField: boolean): Json => {
    if (typeof value === 'string') return idField ? swap(value) : value;
    if (Array.isArray(value)) return value.map((item) => rewrite(item, idField));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rewrite(inner, ID_FIELD.test(key))]));
    }
    return value;
  };
  const rewriteGroup = <T>(group: Record<string, T[]>): Record<string, T[]> =>
    Object.fromEntries(Object.entries(group).map(([name, records]) => [name, records.map((record) => rewrite(record, false) as T)]));
  return {
    ...model,
    project: rewrite(model.project, false) as EsxProject['project'],
    projectConfiguration: rewrite(model.projectConfiguration, false) as EsxProject['projectConfiguration'],
    collections: rewriteGroup(model.collections as unknown as Record<string, unknown[]>) as unknown as EsxProject['collections'],
    extraCollections: rewriteGroup(model.extraCollections),
    deletedRecords: rewriteGroup(model.deletedRecords),
    imageFiles: model.imageFiles.map((image) => ({ ...image, imageId: swap(image.imageId) })),
    trackFiles: model.trackFiles.map((track) => ({ ...track, binaryFileId: swap(track.binaryFileId) })),
    radioChannels: Object.fromEntries(Object.entries(model.radioChannels).map(([id, channel]) => [swap(id), channel])),
  };
}
