import { createHash } from 'node:crypto';
import type { EsxProject } from '@airscope/esx';
import { buildDnacProject } from './build-dnac-project.ts';
import { DnacError, DnacErrorCode } from './dnac-error.ts';
import { resolveDnacLimits, type DnacLimits } from './dnac-limits.ts';
import { parseMapsXml } from './parse-maps-xml.ts';
import { readDnacArchive } from './read-dnac-archive.ts';

/** Where Cisco's archive keeps its map descriptor (docs/dnac-map-archive.md). */
const DESCRIPTOR = 'xmlDir/MapsImportExport.xml';

/**
 * Converts a Cisco DNA Center / Prime map archive (tar.gz, or zip of the same layout) into an `.esx` project model.
 * Everything happens in memory and nothing is written; every refusal is a DnacError whose message names the cause.
 */
export async function convertDnacArchive(bytes: Buffer, overrides?: Partial<DnacLimits>): Promise<EsxProject> {
  const limits = resolveDnacLimits(overrides);
  const files = await readDnacArchive(bytes, limits);
  const descriptor = files.get(DESCRIPTOR) ?? findDescriptorCaseInsensitive(files);
  if (!descriptor) {
    throw new DnacError(DnacErrorCode.NO_DESCRIPTOR, `it holds no ${DESCRIPTOR}, the map descriptor every Cisco map export has.`);
  }
  const maps = parseMapsXml(descriptor, limits);
  const archiveHash = createHash('sha256').update(bytes).digest('hex');
  return buildDnacProject(maps, files, archiveHash, limits);
}

function findDescriptorCaseInsensitive(files: ReadonlyMap<string, Buffer>): Buffer | undefined {
  for (const [name, bytes] of files) if (name.toLowerCase() === DESCRIPTOR.toLowerCase()) return bytes;
  return undefined;
}
