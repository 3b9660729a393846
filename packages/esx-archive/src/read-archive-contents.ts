import type yauzl from 'yauzl';
import type { EsxImageFile, EsxRawFile, EsxTrackFile } from '@airscope/esx';
import { classifyEntry, type EntryKind } from './classify-entry.ts';
import { detectImageType } from './detect-image-type.ts';
import type { EsxLimits } from './esx-limits.ts';
import type { EsxReadProgress, ReadEsxOptions } from './read-esx-options.ts';
import { assertSafeJsonStructure, parseSafeJson } from './parse-safe-json.ts';
import type { ZipEntryInfo } from './read-zip-directory.ts';
import { readZipEntry, type InflateBudget } from './read-zip-entry.ts';

const VERSION_ENTRY_MAX_BYTES = 1024;

/** A parsed JSON entry, still untyped. */
export interface JsonDocument {
  entryName: string;
  kind: Extract<EntryKind, { kind: 'project' | 'projectConfiguration' | 'collection' | 'survey' | 'extraCollection' }>;
  value: unknown;
  /** Raw bytes of unknown JSON files, in case they are not collections and must be kept verbatim. */
  bytes?: Buffer;
}

/** Everything inflated from the archive, in archive order, before schema validation. */
export interface ArchiveContents {
  formatVersion: string | undefined;
  documents: JsonDocument[];
  imageFiles: EsxImageFile[];
  trackFiles: EsxTrackFile[];
  otherFiles: EsxRawFile[];
  /** True when a sink took the files: the lists above then hold ids and types only (empty bytes), for the checks. */
  filesSunk: boolean;
}

const NO_BYTES = Buffer.alloc(0);

/**
 * Inflates entries one at a time (never two streams open), under one shared inflate budget. With a sink,
 * each binary entry is handed over at once and only its id is kept, so at most one is held at a time.
 */
export async function readArchiveContents(
  zipfile: yauzl.ZipFile,
  entries: readonly ZipEntryInfo[],
  limits: EsxLimits,
  sink?: ReadEsxOptions['onFile'],
  progress?: EsxReadProgress,
): Promise<ArchiveContents> {
  const contents: ArchiveContents = {
    formatVersion: undefined,
    documents: [],
    imageFiles: [],
    trackFiles: [],
    otherFiles: [],
    filesSunk: sink !== undefined,
  };
  const budget: InflateBudget = { remainingBytes: limits.maxTotalUncompressedBytes, ...(progress ? { progress } : {}) };
  for (const info of entries) {
    const kind = classifyEntry(info.name);
    switch (kind.kind) {
      case 'directory':
        break;
      case 'version': {
        const bytes = await readZipEntry(zipfile, info, Math.min(VERSION_ENTRY_MAX_BYTES, limits.maxEntryBytes), budget);
        contents.formatVersion = bytes.toString('utf8').trim();
        break;
      }
      case 'image': {
        const bytes = await readZipEntry(zipfile, info, limits.maxEntryBytes, budget);
        const image: EsxImageFile = { imageId: kind.imageId, type: detectImageType(bytes), bytes };
        if (sink) await sink({ kind: 'image', ...image });
        contents.imageFiles.push(sink ? { ...image, bytes: NO_BYTES } : image);
        break;
      }
      case 'track': {
        const bytes = await readZipEntry(zipfile, info, limits.maxEntryBytes, budget);
        if (sink) await sink({ kind: 'track', binaryFileId: kind.binaryFileId, bytes });
        contents.trackFiles.push({ binaryFileId: kind.binaryFileId, bytes: sink ? NO_BYTES : bytes });
        break;
      }
      case 'other': {
        const bytes = await readZipEntry(zipfile, info, limits.maxEntryBytes, budget);
        // Unknown JSON is kept verbatim, but still may not be deep or carry prototype keys.
        if (info.name.toLowerCase().endsWith('.json')) assertSafeJsonStructure(bytes, info.name, limits.maxJsonDepth);
        if (sink) await sink({ kind: 'other', name: info.name, bytes });
        else contents.otherFiles.push({ name: info.name, bytes });
        break;
      }
      default: {
        const bytes = await readZipEntry(zipfile, info, limits.maxJsonEntryBytes, budget);
        const value = parseSafeJson(bytes, info.name, limits.maxJsonDepth);
        contents.documents.push({ entryName: info.name, kind, value, ...(kind.kind === 'extraCollection' ? { bytes } : {}) });
      }
    }
  }
  return contents;
}
