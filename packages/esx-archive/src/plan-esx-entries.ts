import { ESX_COLLECTION_NAMES, type EsxProject, type JsonObject, EsxIdSchema } from '@airscope/esx';
import { findEntryNameProblem } from './check-entry-name.ts';
import { EsxError, EsxErrorCode } from './esx-error.ts';

/** One archive entry to write. */
export interface PlannedEntry {
  name: string;
  bytes: Buffer;
}

const ENTRY_NAME_MAX_BYTES = 255;

/**
 * Lays a model out as Ekahau does: `version`, `project.json`, one `<collection>.json` per non-empty
 * collection (live records, then the DELETED ones set aside at import), one `survey-<id>.json` per live
 * survey, `surveys.json` only for deleted surveys, then images, tracks and untouched files.
 */
export function planEsxEntries(project: EsxProject): PlannedEntry[] {
  const entries: PlannedEntry[] = [{ name: 'version', bytes: Buffer.from(project.formatVersion, 'utf8') }];
  const addJson = (name: string, value: unknown): void => {
    entries.push({ name, bytes: Buffer.from(JSON.stringify(value, null, 2), 'utf8') });
  };
  if (project.project !== undefined) addJson('project.json', { project: project.project });
  if (project.projectConfiguration !== undefined)
    addJson('projectConfiguration.json', { projectConfiguration: project.projectConfiguration });
  for (const name of ESX_COLLECTION_NAMES) {
    if (name === 'surveys') continue;
    const records = [...project.collections[name], ...(project.deletedRecords[name] ?? [])];
    if (records.length > 0 || project.requiredFiles?.includes(name)) addJson(`${name}.json`, { [name]: records });
  }
  for (const [name, live] of Object.entries(project.extraCollections)) {
    addJson(`${name}.json`, { [name]: [...live, ...(project.deletedRecords[name] ?? [])] });
  }
  for (const survey of project.collections.surveys) addJson(`survey-${checkedId(survey.id)}.json`, { surveys: [survey] });
  const deletedSurveys: JsonObject[] = project.deletedRecords.surveys ?? [];
  if (deletedSurveys.length > 0) addJson('surveys.json', { surveys: deletedSurveys });
  for (const image of project.imageFiles) entries.push({ name: `image-${checkedId(image.imageId)}`, bytes: image.bytes });
  for (const track of project.trackFiles) entries.push({ name: `track-${checkedId(track.binaryFileId)}.bin`, bytes: track.bytes });
  for (const file of project.otherFiles) entries.push({ name: file.name, bytes: file.bytes });
  assertWritableNames(entries);
  return entries;
}

function checkedId(id: string): string {
  if (!EsxIdSchema.safeParse(id).success) {
    throw new EsxError(
      EsxErrorCode.WRITE_INVALID_MODEL,
      `Cannot export the project: ${JSON.stringify(id)} is not a valid id for a file in the archive.`,
    );
  }
  return id;
}

function assertWritableNames(entries: readonly PlannedEntry[]): void {
  const seen = new Set<string>();
  for (const { name } of entries) {
    const problem =
      findEntryNameProblem(name, Buffer.from(name, 'utf8'), ENTRY_NAME_MAX_BYTES) ?? (name.endsWith('/') ? 'a directory name' : undefined);
    if (problem !== undefined) {
      throw new EsxError(
        EsxErrorCode.WRITE_INVALID_MODEL,
        `Cannot export the project: the file name ${JSON.stringify(name)} is unsafe (${problem}).`,
      );
    }
    if (seen.has(name)) {
      throw new EsxError(
        EsxErrorCode.WRITE_INVALID_MODEL,
        `Cannot export the project: two files would be named ${JSON.stringify(name)} (duplicate ids?).`,
      );
    }
    seen.add(name);
  }
}
