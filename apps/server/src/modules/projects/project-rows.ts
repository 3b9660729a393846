import { ESX_COLLECTION_NAMES, isEsxCollectionName, type EsxProject, type JsonObject } from '@airscope/esx';

/** Pseudo-collections for the two single objects and the unknown collections of an archive. */
export const PROJECT_COLLECTION = '@project';
export const CONFIGURATION_COLLECTION = '@projectConfiguration';
export const EXTRA_PREFIX = '@extra:';

export interface RecordRow {
  collection: string;
  ordinal: number;
  record_id: string | null;
  deleted: boolean;
  data: JsonObject;
}

const idOf = (record: JsonObject): string | null => (typeof record.id === 'string' ? record.id : null);

/** Flattens an imported project into one row per record; nothing of the JSON is dropped. */
export function toRecordRows(project: EsxProject): RecordRow[] {
  const rows: RecordRow[] = [];
  const push = (collection: string, records: readonly JsonObject[], deleted: boolean) => {
    records.forEach((data, ordinal) => rows.push({ collection, ordinal, record_id: idOf(data), deleted, data }));
  };
  if (project.project) push(PROJECT_COLLECTION, [project.project as JsonObject], false);
  if (project.projectConfiguration) push(CONFIGURATION_COLLECTION, [project.projectConfiguration as JsonObject], false);
  for (const name of ESX_COLLECTION_NAMES) push(name, (project.collections[name] ?? []) as JsonObject[], false);
  for (const [name, records] of Object.entries(project.extraCollections)) {
    push(`${EXTRA_PREFIX}${name}`, records as JsonObject[], false);
  }
  for (const [name, records] of Object.entries(project.deletedRecords)) push(name, records, true);
  return rows;
}

/** The inverse of toRecordRows (files are added by the caller). */
export function fromRecordRows(
  rows: readonly RecordRow[],
  versions: { formatVersion: string; schemaVersion: string | undefined },
): Omit<EsxProject, 'imageFiles' | 'trackFiles' | 'otherFiles'> {
  const sorted = [...rows].sort((a, b) => a.ordinal - b.ordinal);
  const collections: Record<string, JsonObject[]> = Object.fromEntries(ESX_COLLECTION_NAMES.map((name) => [name, []]));
  const extraCollections: Record<string, JsonObject[]> = {};
  const deletedRecords: Record<string, JsonObject[]> = {};
  let project: JsonObject | undefined;
  let projectConfiguration: JsonObject | undefined;
  for (const row of sorted) {
    if (row.deleted) (deletedRecords[row.collection] ??= []).push(row.data);
    else if (row.collection === PROJECT_COLLECTION) project = row.data;
    else if (row.collection === CONFIGURATION_COLLECTION) projectConfiguration = row.data;
    else if (row.collection.startsWith(EXTRA_PREFIX)) (extraCollections[row.collection.slice(EXTRA_PREFIX.length)] ??= []).push(row.data);
    else (collections[row.collection] ??= []).push(row.data);
  }
  return {
    formatVersion: versions.formatVersion,
    schemaVersion: versions.schemaVersion,
    project: project as EsxProject['project'],
    projectConfiguration: projectConfiguration as EsxProject['projectConfiguration'],
    collections: collections as unknown as EsxProject['collections'],
    extraCollections: extraCollections as EsxProject['extraCollections'],
    deletedRecords,
    radioChannels: {},
    warnings: [],
  };
}

/** Where a collection's records are stored: known ones by name, the rest under the extra prefix. */
export function storedCollectionName(name: string): string {
  if (name === 'projectConfiguration') return CONFIGURATION_COLLECTION;
  return isEsxCollectionName(name) ? name : `${EXTRA_PREFIX}${name}`;
}
