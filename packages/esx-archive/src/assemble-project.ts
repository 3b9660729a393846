import {
  ESX_COLLECTION_SCHEMAS,
  createEmptyCollections,
  type EsxCollectionName,
  type EsxCollections,
  type EsxProject,
  type EsxRawFile,
  type JsonObject,
  EsxRecordSchema,
  type EsxRecord,
  ProjectConfigurationSchema,
  ProjectSchema,
} from '@airscope/esx';
import { checkReferences } from './check-references.ts';
import { describeContentWarnings } from './describe-content-warnings.ts';
import { deriveRadioChannels } from './derive-radio-channels.ts';
import { EsxErrorCode, notValidEsx } from './esx-error.ts';
import type { EsxLimits } from './esx-limits.ts';
import type { ArchiveContents, JsonDocument } from './read-archive-contents.ts';
import { isJsonObject, readCollectionArray, readSingleObject, splitAndValidate, validateObject } from './validate-records.ts';

const SUPPORTED_FORMAT_MAJOR = '2';

/** Turns the inflated entries into the validated model: DELETED records set aside, surveys merged, channels derived. */
export function assembleProject(contents: ArchiveContents, limits: EsxLimits): EsxProject {
  const formatVersion = checkFormatVersion(contents.formatVersion);
  const collections = createEmptyCollections();
  const deletedRecords: Record<string, JsonObject[]> = {};
  const extraCollections: Record<string, EsxRecord[]> = {};
  const otherFiles: EsxRawFile[] = [...contents.otherFiles];
  const surveyFiles: JsonDocument[] = [];
  let project: EsxProject['project'];
  let projectConfiguration: EsxProject['projectConfiguration'];

  const keepDeleted = (name: string, deleted: JsonObject[]): void => {
    if (deleted.length > 0) (deletedRecords[name] ??= []).push(...deleted);
  };
  const addCollection = <Name extends EsxCollectionName>(name: Name, records: unknown[], entryName: string): void => {
    const split = splitAndValidate(records, ESX_COLLECTION_SCHEMAS[name], entryName);
    (collections[name] as unknown[]).push(...split.live);
    keepDeleted(name, split.deleted);
  };

  for (const document of contents.documents) {
    const { kind, entryName, value } = document;
    if (kind.kind === 'project') project = validateObject(readSingleObject(value, 'project', entryName), ProjectSchema, entryName);
    else if (kind.kind === 'projectConfiguration') {
      projectConfiguration = validateObject(
        readSingleObject(value, 'projectConfiguration', entryName),
        ProjectConfigurationSchema,
        entryName,
      );
    } else if (kind.kind === 'collection')
      addCollection(kind.collection, readCollectionArray(value, kind.collection, entryName), entryName);
    else if (kind.kind === 'survey') surveyFiles.push(document);
    else if (recordCollectionOf(value, kind.stem) !== undefined) {
      const split = splitAndValidate(recordCollectionOf(value, kind.stem)!, ESX_RECORD_LIKE, entryName);
      extraCollections[kind.stem] = split.live;
      keepDeleted(kind.stem, split.deleted);
    } else {
      otherFiles.push({ name: entryName, bytes: document.bytes ?? Buffer.alloc(0) });
    }
  }
  // surveys.json first, then per-survey files in archive order: the writer emits the same order.
  for (const document of surveyFiles)
    addCollection('surveys', readCollectionArray(document.value, 'surveys', document.entryName), document.entryName);

  const model = { collections, project, projectConfiguration, trackFiles: contents.trackFiles };
  const warnings = [...checkReferences(model), ...describeContentWarnings(collections, contents.imageFiles, project)];
  return {
    formatVersion,
    schemaVersion: project?.schemaVersion,
    project,
    projectConfiguration,
    collections: collections as EsxCollections,
    extraCollections,
    deletedRecords,
    // Files a sink received are not the model's to hold (their entries here carry no bytes).
    imageFiles: contents.filesSunk ? [] : contents.imageFiles,
    trackFiles: contents.filesSunk ? [] : contents.trackFiles,
    otherFiles,
    radioChannels: deriveRadioChannels(collections),
    warnings: capWarnings(warnings, limits.maxWarnings),
  };
}

/** Unknown collections only need records that are objects with an id; everything else about them is opaque. */
const ESX_RECORD_LIKE = EsxRecordSchema;

/** The records of an unknown `{"<stem>": [records with ids]}` file, or undefined when it has another shape. */
function recordCollectionOf(value: unknown, stem: string): unknown[] | undefined {
  if (!isJsonObject(value) || Object.keys(value).length !== 1 || !Object.hasOwn(value, stem)) return undefined;
  const records = value[stem];
  const isRecordList = Array.isArray(records) && records.every((record) => ESX_RECORD_LIKE.safeParse(record).success);
  return isRecordList ? records : undefined;
}

function checkFormatVersion(version: string | undefined): string {
  // Every known writer emits "2.0"; a file without the entry is read as 2.0.
  if (version === undefined) return '2.0';
  if (!/^\d{1,3}(\.\d{1,3}){0,3}$/.test(version)) {
    throw notValidEsx(EsxErrorCode.ESX_UNSUPPORTED_VERSION, `its "version" entry does not hold a version number.`, {
      entryName: 'version',
    });
  }
  if (version.split('.')[0] !== SUPPORTED_FORMAT_MAJOR) {
    throw notValidEsx(
      EsxErrorCode.ESX_UNSUPPORTED_VERSION,
      `it uses .esx format version ${version}, which Airscope cannot read yet (it reads version 2.x, written by Ekahau Pro 10 and AI Pro 11).`,
      { entryName: 'version' },
    );
  }
  return version;
}

function capWarnings(warnings: EsxProject['warnings'], max: number): EsxProject['warnings'] {
  if (warnings.length <= max) return warnings;
  const kept = warnings.slice(0, max);
  kept.push({ code: 'WARNINGS_TRUNCATED', message: `${warnings.length - max} more warnings were not listed.` });
  return kept;
}
