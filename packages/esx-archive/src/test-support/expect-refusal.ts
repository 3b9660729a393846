import { readdir, readlink } from 'node:fs/promises';
import { expect } from 'vitest';
import { EsxError, type EsxErrorCode } from '../esx-error.ts';
import { readEsx } from '../read-esx.ts';
import type { EsxLimits } from '../esx-limits.ts';
import type { EsxReadProgress } from '../read-esx-options.ts';

/**
 * Reads a file that must be refused and checks what a client sees: an EsxError with the code, and
 * nothing left behind (no new file beside it, no open descriptor on it). `progress` is filled in by the read,
 * to show how much of the archive it looked at before refusing.
 */
export async function expectRefusal(
  filePath: string,
  code: EsxErrorCode,
  limits?: Partial<EsxLimits>,
  progress?: EsxReadProgress,
): Promise<EsxError> {
  const folder = filePath.slice(0, filePath.lastIndexOf('/'));
  const before = (await readdir(folder)).sort();
  const error = await readEsx(filePath, limits, progress ? { progress } : {}).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(EsxError);
  const refusal = error as EsxError;
  expect({ code: refusal.code, message: refusal.message }).toMatchObject({ code });
  expect(refusal.message.length).toBeGreaterThan(20);
  expect((await readdir(folder)).sort()).toEqual(before);
  expect(await openDescriptorsUnder(folder)).toEqual([]);
  return refusal;
}

async function openDescriptorsUnder(folder: string): Promise<string[]> {
  if (process.platform !== 'linux') return [];
  const targets = await Promise.all((await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
  return targets.filter((target) => target.startsWith(folder));
}
