import type yauzl from 'yauzl';
import type { EsxProject } from '@airscope/esx';
import { assembleProject } from './assemble-project.ts';
import { EsxError, EsxErrorCode } from './esx-error.ts';
import { resolveEsxLimits, type EsxLimits } from './esx-limits.ts';
import type { ReadEsxOptions } from './read-esx-options.ts';
import { openZipArchive } from './open-zip-archive.ts';
import { readArchiveContents } from './read-archive-contents.ts';
import { readZipDirectory, type ZipEntryInfo } from './read-zip-directory.ts';

const CLOSE_WAIT_MS = 2000;

/**
 * Reads an Ekahau .esx project from a file path into a validated model. The archive is read with
 * random access, entry by entry; every cap of `limits` is enforced and every refusal is an EsxError.
 * Nothing is written to disk; `options.onFile` may take the binary entries as they come (see ReadEsxOptions).
 */
export async function readEsx(filePath: string, limits?: Partial<EsxLimits>, options: ReadEsxOptions = {}): Promise<EsxProject> {
  const resolved = resolveEsxLimits(limits);
  const { zipfile, archiveBytes } = await openZipArchive(filePath, resolved);
  try {
    const entries = await readZipDirectory(zipfile, archiveBytes, resolved, options.progress);
    assertEkahauLayout(entries);
    const contents = await readArchiveContents(zipfile, entries, resolved, options.onFile, options.progress);
    return assembleProject(contents, resolved);
  } finally {
    await closeZipFile(zipfile);
  }
}

/** Refuses, from entry names alone, the old XML format (never parsed: no XML parser, no XXE) and ZIPs that are not projects. */
function assertEkahauLayout(entries: readonly ZipEntryInfo[]): void {
  const names = new Set(entries.map((entry) => entry.name));
  const hasLegacyXml = [...names].some((name) => name.toLowerCase() === 'project.xml');
  if (hasLegacyXml && !names.has('project.json')) {
    throw new EsxError(
      EsxErrorCode.ESX_LEGACY_XML,
      'This project was saved in the old Ekahau XML format, which Airscope does not read. Open it in Ekahau Pro 10 or newer, save it, and upload the saved file.',
      { entryName: 'project.xml' },
    );
  }
  if (!names.has('project.json') && !names.has('floorPlans.json')) {
    throw new EsxError(
      EsxErrorCode.ESX_NOT_A_PROJECT,
      'The file is a ZIP archive but not an Ekahau project: it holds neither project.json nor floorPlans.json.',
    );
  }
}

/** Closes the file descriptor and waits for it, so a caller may delete the upload right away. */
function closeZipFile(zipfile: yauzl.ZipFile): Promise<void> {
  if (!zipfile.isOpen) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, CLOSE_WAIT_MS);
    timer.unref();
    zipfile.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    zipfile.close();
  });
}
