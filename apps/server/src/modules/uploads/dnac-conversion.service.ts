import { Writable } from 'node:stream';
import { convertDnacArchive, DEFAULT_DNAC_LIMITS, isDnacError, writeEsx } from '@airscope/esx-archive';
import type { Actor } from '../../http/actor.ts';
import { HttpError } from '../../http/http-error.ts';
import type { LicenceGate } from '../users/index.ts';

/** Conversions run in memory; two at once keep a burst of large archives from starving the process. */
const MAX_RUNNING = 2;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface DnacConversionDeps {
  assertLicenceAllowsWrites: LicenceGate;
  /** UPLOAD_MAX_MB in bytes: neither the archive nor the `.esx` made from it may exceed it. */
  maxUploadBytes: number;
}

/**
 * The DNAC map-archive conversion (docs/dnac-map-archive.md): base64 text in, `.esx` bytes out, nothing stored.
 * A refused archive is a 422 with the converter's reason; it never becomes a 500.
 */
export function createDnacConversionService(deps: DnacConversionDeps) {
  // The archive is held in memory (as base64 text, then bytes), hence the converter's own cap below UPLOAD_MAX_MB.
  const maxArchiveBytes = Math.min(deps.maxUploadBytes, DEFAULT_DNAC_LIMITS.maxArchiveBytes);
  let running = 0;
  return {
    /** Largest JSON body the route takes: the archive cap as base64, plus room for the JSON around it. */
    bodyLimitBytes: Math.ceil(maxArchiveBytes / 3) * 4 + 1024,

    async convert(actor: Actor, base64ZipFile: string): Promise<{ fileName: string; bytes: Buffer }> {
      await deps.assertLicenceAllowsWrites(actor);
      const text = base64ZipFile.replace(/\s+/g, '');
      if (!BASE64.test(text)) throw new HttpError(400, 'base64ZipFile is not base64 text.', 'VALIDATION');
      const archive = Buffer.from(text, 'base64');
      if (running >= MAX_RUNNING) {
        throw new HttpError(429, 'Other map archives are being converted. Try again in a minute.', 'RATE_LIMITED', { 'Retry-After': '30' });
      }
      running += 1;
      try {
        const project = await convertDnacArchive(archive, { maxArchiveBytes });
        const bytes = await toBuffer((sink) => writeEsx(project, sink));
        if (bytes.length > deps.maxUploadBytes) {
          throw new HttpError(422, 'The converted project would be larger than the upload limit.', 'DNAC_TOO_LARGE');
        }
        return { fileName: `${cleanName(project.project?.name)}.esx`, bytes };
      } catch (error) {
        if (isDnacError(error)) throw new HttpError(422, error.message, `DNAC_${error.code}`);
        throw error;
      } finally {
        running -= 1;
      }
    },
  };
}

export type DnacConversionService = ReturnType<typeof createDnacConversionService>;

async function toBuffer(write: (sink: Writable) => Promise<void>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await write(sink);
  return Buffer.concat(chunks);
}

function cleanName(name: string | undefined): string {
  return (
    (name ?? '')
      .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
      .trim()
      .slice(0, 120) || 'Cisco map export'
  );
}
