import type { EsxCollectionName, EsxCollections } from './esx-collections.ts';
import type { RadioChannel } from './normalize-channel.ts';
import type { EsxRecord } from './schemas/common.schema.ts';
import type { Project, ProjectConfiguration } from './schemas/project.schema.ts';

export type EsxImageType = 'png' | 'jpeg' | 'svg' | 'other';

/** The bytes of an `image-<imageId>` entry, exactly as in the archive; `type` comes from magic bytes. */
export interface EsxImageFile {
  imageId: string;
  type: EsxImageType;
  bytes: Buffer;
}

/** The bytes of a `track-<binaryFileId>.bin` entry (per-sample RSSI of a survey track), kept opaque. */
export interface EsxTrackFile {
  binaryFileId: string;
  bytes: Buffer;
}

/** An entry we do not interpret, written back byte for byte. */
export interface EsxRawFile {
  name: string;
  bytes: Buffer;
}

/** An image, track or uninterpreted entry of an archive, as a reader hands it to a sink (esx-archive's `ReadEsxOptions.onFile`). */
export type EsxArchiveFile = ({ kind: 'image' } & EsxImageFile) | ({ kind: 'track' } & EsxTrackFile) | ({ kind: 'other' } & EsxRawFile);

/** A JSON object as found in the file, not validated beyond being an object. */
export type JsonObject = Record<string, unknown>;

export type EsxWarningCode =
  | 'DANGLING_REFERENCE'
  | 'DUPLICATE_ID'
  | 'IMAGE_MISSING'
  | 'IMAGE_FORMAT_MISMATCH'
  | 'UNSCALED_FLOOR_PLAN'
  | 'UNKNOWN_SCHEMA_VERSION'
  | 'WARNINGS_TRUNCATED';

/** Something odd but survivable in the file (Ekahau itself leaves dangling ids behind). */
export interface EsxWarning {
  code: EsxWarningCode;
  message: string;
  collection?: string;
  recordId?: string;
}

/** An Ekahau project read from an .esx archive. */
export interface EsxProject {
  /** Text of the `version` entry ("2.0"). */
  formatVersion: string;
  /** `project.schemaVersion` ("1.3.0" … "1.5.0" seen; AI Pro 11 writes higher). */
  schemaVersion: string | undefined;
  project: Project | undefined;
  projectConfiguration: ProjectConfiguration | undefined;
  /** Live records of every known collection, validated; unknown fields kept. */
  collections: EsxCollections;
  /** Unknown `X.json` files shaped `{"X": [records]}`, live records only. */
  extraCollections: Record<string, EsxRecord[]>;
  /** Records with status DELETED, per collection, unvalidated; hidden from the app, written back on export. */
  deletedRecords: Record<string, JsonObject[]>;
  imageFiles: EsxImageFile[];
  trackFiles: EsxTrackFile[];
  otherFiles: EsxRawFile[];
  /** Derived at read time, keyed by simulated radio or measurement id; not written back. */
  radioChannels: Record<string, RadioChannel>;
  /** Derived at read time (dangling references, missing images, ...); not written back. */
  warnings: EsxWarning[];
  /** Collections written even when empty (set by completeEsxProject: files every Ekahau-made file has). */
  requiredFiles?: readonly EsxCollectionName[];
}
