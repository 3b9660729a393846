import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { EsxProject } from '@airscope/esx';
import { EsxError, EsxErrorCode } from './esx-error.ts';
import { planEsxEntries } from './plan-esx-entries.ts';

export interface WriteEsxOptions {
  /** Modification time stored on every entry; fixed by default so the same model gives the same bytes. */
  mtime?: Date;
}

const DEFAULT_MTIME = new Date(Date.UTC(2020, 0, 1));

/**
 * Writes the model as an .esx archive, streaming, to a file path or a Writable. A path is written to a
 * temporary file beside it and renamed at the end, so a failure never leaves a partial project behind.
 */
export async function writeEsx(project: EsxProject, target: string | Writable, options: WriteEsxOptions = {}): Promise<void> {
  let entries: ReturnType<typeof planEsxEntries>;
  try {
    entries = planEsxEntries(project);
  } catch (error) {
    throw writeFailed(error);
  }
  const zip = new yazl.ZipFile();
  const mtime = options.mtime ?? DEFAULT_MTIME;
  for (const entry of entries) zip.addBuffer(entry.bytes, entry.name, { mtime, mode: 0o100644, compress: true });
  zip.end();
  const output = zip.outputStream as Readable;
  if (typeof target !== 'string') {
    await pipeline(output, target).catch((error: unknown) => {
      throw writeFailed(error);
    });
    return;
  }
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
  try {
    await pipeline(output, createWriteStream(temporary, { flags: 'wx' }));
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw writeFailed(error);
  }
}

function writeFailed(error: unknown): EsxError {
  if (error instanceof EsxError) return error;
  return new EsxError(EsxErrorCode.WRITE_FAILED, 'The project could not be saved as an .esx file.', { cause: error });
}
