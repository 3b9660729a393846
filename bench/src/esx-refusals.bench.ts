/**
 * How fast hostile archives are refused (the tests prove *that* they are refused early, by the bytes inflated
 * and the entries inspected; this prints how long it takes), beside reading the real F1 fixture in the same run.
 * Target: each refusal well under a second, and well under an honest read of a real project.
 * Run: `npm run bench -- esx-refusals`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEsxReadProgress, EsxError, readEsx } from '@airscope/esx-archive';
import { ESX_FIXTURES } from '@airscope/test-data';
import {
  buildRawZip,
  deflatedEntry,
  deflatedZeros,
  storedEntry,
  type RawZipEntry,
} from '../../packages/esx-archive/src/test-support/raw-zip.ts';

const GiB = 1024 ** 3;
const ROUNDS = 5;
const project = (): RawZipEntry =>
  deflatedEntry('project.json', JSON.stringify({ project: { id: 'p1', status: 'CREATED', schemaVersion: '1.5.0' } }));

const CASES: { label: string; entries: () => RawZipEntry[] }[] = [
  {
    label: '1 MB declaring 1 GiB (ratio check)',
    entries: () => [{ name: 'image-bomb', data: deflatedZeros(1024), method: 8, crc32: 0, uncompressedSize: GiB }, project()],
  },
  {
    label: 'headers lying (1 GiB behind 100 kB)',
    entries: () => [{ name: 'image-bomb', data: deflatedZeros(1024), method: 8, crc32: 0, uncompressedSize: 100_000 }, project()],
  },
  { label: '100,000 entries', entries: () => Array.from({ length: 100_000 }, (_, index) => storedEntry(`f${index}`, '')) },
  {
    label: 'JSON nested 5,000 deep',
    entries: () => [project(), deflatedEntry('accessPoints.json', `{"accessPoints": ${'['.repeat(5000)}${']'.repeat(5000)}}`)],
  },
];

/** Median milliseconds of `rounds` reads of a file, with the counters of the last one. */
async function timeRead(file: string, rounds = ROUNDS) {
  const times: number[] = [];
  let outcome = '';
  let progress = createEsxReadProgress();
  for (let round = 0; round < rounds; round++) {
    progress = createEsxReadProgress();
    const started = performance.now();
    outcome = await readEsx(file, undefined, { progress }).then(
      () => 'read',
      (error: unknown) => (error instanceof EsxError ? `refused ${error.code}` : `failed ${String(error)}`),
    );
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, outcome, progress };
}

const dir = await mkdtemp(path.join(tmpdir(), 'airscope-refusals-bench-'));
try {
  const reference = await timeRead(ESX_FIXTURES.F1);
  console.log(
    `Reference, same run: reading fixture F1 (1.4 MB) ${reference.ms.toFixed(0)} ms (${reference.progress.entriesInspected} entries, ${(reference.progress.bytesInflated / 1e6).toFixed(1)} MB inflated)`,
  );
  for (const { label, entries } of CASES) {
    const file = path.join(dir, 'case.esx');
    await writeFile(file, buildRawZip(entries()));
    const result = await timeRead(file);
    const share = ((result.ms / reference.ms) * 100).toFixed(0);
    console.log(
      `  ${label.padEnd(40)} ${result.outcome.padEnd(36)} ${result.ms.toFixed(1).padStart(7)} ms (${share} % of the F1 read; ${result.progress.entriesInspected} entries, ${result.progress.bytesInflated} bytes inflated)`,
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
