import { execFileSync, execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { ESX_FIXTURES } from '@airscope/test-data';
import {
  buildRawZip,
  deflatedEntry,
  deflatedZeros,
  storedEntry,
  type RawZipEntry,
} from '../../packages/esx-archive/src/test-support/raw-zip.ts';
import { judge } from './scenario-kill-processes.ts';
import type { ReliabilityEnv } from './reliability-env.ts';
import { mapWithLimit, type ScenarioResult } from './scenario-result.ts';
import { signIn, uploadAndWait, type UploadTrace } from './upload-client.ts';

const GiB = 1024 ** 3;
const projectEntry = (): RawZipEntry =>
  deflatedEntry('project.json', JSON.stringify({ project: { id: 'a1b2c3', status: 'CREATED', schemaVersion: '1.5.0' } }));

/** A refused file must settle ROLLED_BACK or FAILED with a reason, with no 5xx on the way and the API still up. */
async function judgeRefusals(
  id: string,
  scenario: string,
  env: ReliabilityEnv,
  files: Array<[string, Uint8Array]>,
  mayCommit: boolean,
): Promise<ScenarioResult> {
  const session = await signIn(env.baseUrl);
  const traces: UploadTrace[] = await mapWithLimit(files, 4, ([name, bytes]) =>
    uploadAndWait(session, bytes, name, { deadlineMs: 120_000 }),
  );
  const unsettled = traces.filter(
    (t) => t.finalStatus !== 'ROLLED_BACK' && t.finalStatus !== 'FAILED' && !(mayCommit && t.finalStatus === 'COMMITTED'),
  ).length;
  const withoutReason = traces.filter((t) => (t.finalStatus === 'ROLLED_BACK' || t.finalStatus === 'FAILED') && !t.rollbackReason).length;
  const serverErrors = traces.flatMap((t) => t.codes).filter((code) => code >= 500).length;
  const refused = traces.filter((t) => t.finalStatus === 'ROLLED_BACK' || t.finalStatus === 'FAILED').length;
  // Refused uploads were acknowledged on purpose: judge them as settled, not as lost.
  const result = await judge(
    id,
    scenario,
    env,
    traces.map((t) => ({ ...t, commitAcked: t.commitAcked && t.finalStatus === 'COMMITTED' })),
    NaN,
    60,
    `${refused} refused with a reason, ${withoutReason} without, ${unsettled} unsettled, ${serverErrors} 5xx, API ${env.api.isRunning() ? 'up' : 'DOWN'}`,
  );
  return { ...result, pass: result.pass && unsettled === 0 && withoutReason === 0 && serverErrors === 0 && env.api.isRunning() };
}

/** F5: truncated, non-zip and zzuf-mutated copies (seeds 1…n) of a real .esx. */
export async function runCorruptArchives(env: ReliabilityEnv, options: { seeds: number }): Promise<ScenarioResult> {
  if (!existsSync('/usr/bin/zzuf'))
    execSync('apt-get install -y -qq zzuf', { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const original = readFileSync(ESX_FIXTURES.TEST);
  const files: Array<[string, Uint8Array]> = [
    ['truncated.esx', original.subarray(0, Math.floor(original.length / 2))],
    ['not-a-zip.esx', Buffer.from('this is not a zip archive at all')],
    ['empty.esx', Buffer.alloc(0)],
  ];
  for (let seed = 1; seed <= options.seeds; seed++) {
    files.push([
      `zzuf-${seed}.esx`,
      execFileSync('zzuf', ['-s', String(seed), '-r', '0.0005'], { input: original, maxBuffer: 64 * 1024 * 1024 }),
    ]);
  }
  // A mutation may miss every byte that matters; such a file may import, but never half-way.
  return judgeRefusals('F5', `corrupt archives: truncated, non-zip, empty, zzuf seeds 1–${options.seeds}`, env, files, true);
}

/** F6 and F7: zip bombs (1 GiB declared, lying sizes, overlapping entries, 100k entries) and hostile entry names. */
export async function runBombsAndTraversal(env: ReliabilityEnv): Promise<ScenarioResult> {
  const bomb = deflatedZeros(1024);
  const files: Array<[string, Uint8Array]> = [
    ['bomb-1gib.esx', buildRawZip([projectEntry(), { name: 'image-bomb', data: bomb, method: 8, crc32: 0, uncompressedSize: GiB }])],
    ['bomb-lying.esx', buildRawZip([projectEntry(), { name: 'image-bomb', data: bomb, method: 8, crc32: 0, uncompressedSize: 100_000 }])],
    [
      'bomb-overlap.esx',
      buildRawZip([
        projectEntry(),
        { name: 'image-a', data: deflatedZeros(64), method: 8, crc32: 0, uncompressedSize: 64 * 1024 * 1024 },
        { name: 'image-b', data: deflatedZeros(64), method: 8, crc32: 0, uncompressedSize: 64 * 1024 * 1024, reuseLocalHeaderOf: 1 },
      ]),
    ],
    ['many-entries.esx', buildRawZip([projectEntry(), ...Array.from({ length: 100_000 }, (_, i) => storedEntry(`n${i}`, ''))])],
  ];
  for (const name of [
    '../escape.json',
    '/etc/passwd',
    'a/../../x.json',
    'C:\\x.json',
    `${'n'.repeat(300)}.json`,
    Buffer.from('nul\u0000name.json'),
  ]) {
    files.push([`traversal-${files.length}.esx`, buildRawZip([projectEntry(), storedEntry(name as string, '{}')])]);
  }
  files.push([
    'symlink.esx',
    buildRawZip([
      projectEntry(),
      storedEntry('link', '/etc/passwd', { versionMadeBy: 0x0314, externalAttributes: (0o120777 << 16) >>> 0 }),
    ]),
  ]);
  return judgeRefusals('F6/F7', 'zip bombs and hostile entry names over HTTP', env, files, false);
}
