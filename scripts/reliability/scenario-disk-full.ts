import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESX_FIXTURES } from '@airscope/test-data';
import { checkConsistency } from './consistency.ts';
import { startReliabilityEnv } from './reliability-env.ts';
import type { ScenarioResult } from './scenario-result.ts';
import { signIn, uploadAndWait } from './upload-client.ts';

/**
 * F9: the file store on a 64 MB tmpfs and a 100 MB upload: it must fail cleanly (no 5xx left unexplained, the
 * database consistent), and once the failed upload's bytes are gone the next upload must succeed. Needs root.
 */
export async function runDiskFull(): Promise<ScenarioResult> {
  if (process.getuid?.() !== 0) {
    return {
      id: 'F9',
      scenario: 'disk full (64 MB tmpfs)',
      runs: 0,
      lost: 0,
      partial: 0,
      orphanFiles: 0,
      recoverS: NaN,
      pass: false,
      notes: 'not run: mounting a tmpfs needs root',
    };
  }
  const mount = mkdtempSync(path.join(tmpdir(), 'airscope-full-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', mount]);
  const env = await startReliabilityEnv({ UPLOAD_MAX_MB: '1024' }, { dataDir: mount });
  try {
    const session = await signIn(env.baseUrl);
    const huge = new Uint8Array(100 * 1024 * 1024).fill(7);
    const full = await uploadAndWait(session, huge, 'too-big-for-the-disk.esx', { deadlineMs: 120_000 });
    const next = await uploadAndWait(session, readFileSync(ESX_FIXTURES.TEST), 'after-the-disk-freed.esx', { deadlineMs: 120_000 });
    const state = await checkConsistency(
      env.databaseUrl,
      env.blobRoot,
      [full.fileUploadId, next.fileUploadId].filter((id): id is string => Boolean(id)),
    );
    const refused =
      full.finalStatus === 'FAILED' ||
      full.finalStatus === 'ROLLED_BACK' ||
      (full.finalStatus === undefined && full.codes.some((code) => code === 507 || code === 413));
    return {
      id: 'F9',
      scenario: 'disk full: 100 MB upload onto a 64 MB store',
      runs: 2,
      lost: next.finalStatus === 'COMMITTED' ? 0 : 1,
      partial: state.partial,
      orphanFiles: state.orphanFiles,
      recoverS: NaN,
      pass: refused && next.finalStatus === 'COMMITTED' && state.partial === 0 && state.orphanFiles === 0,
      notes: `full upload: answers ${full.codes.join(',')}, status ${full.finalStatus ?? 'none'} (${full.rollbackReason ?? 'no reason'}); next upload ${next.finalStatus}`,
    };
  } finally {
    await env.close();
    execFileSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  }
}
