/**
 * .esx reading throughput and peak memory on a ~100 MB project (inflate, parse, validate; no database),
 * beside the import targets (≥ 20 MB/s, < 400 MB peak RSS), which the reading stage must meet with room to
 * spare. The whole import, database commit included, is measured by upload-pipeline.bench.ts.
 * Run: `npx tsx bench/src/esx-import.bench.ts`.
 * The project is F1 enlarged with floors, survey walks, measurements and track binaries; the import runs
 * in a fresh child process so the building of the file does not count towards its peak RSS.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarizeEsx, type EsxProject } from '@airscope/esx';
import { readEsx, writeEsx } from '@airscope/esx-archive';
import { ESX_FIXTURES } from '@airscope/test-data';

const F1 = ESX_FIXTURES.F1;
const TARGET_MB_PER_S = 20;
const TARGET_PEAK_RSS_MB = 400;
const MB = 1024 * 1024;

export interface EsxImportBenchResult {
  archiveMB: number;
  seconds: number;
  mbPerSecond: number;
  peakRssMB: number;
  counts: Record<string, number>;
}

/** Builds the enlarged project, imports it in a child process and prints the figures. */
export async function runEsxImportBench(): Promise<EsxImportBenchResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'airscope-esx-bench-'));
  try {
    const file = path.join(dir, 'large.esx');
    await writeEsx(enlargeProject(await readEsx(F1)), file);
    const result = await importInChild(file);
    printResult(result);
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Deterministic pseudo-random bytes, so track binaries do not compress (like real RSSI samples, roughly). */
function noise(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0 || 1;
  for (let index = 0; index < length; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

const uuid = (kind: number, index: number): string =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;

/** F1 plus 35 floors (its JPEG), 1,500 measured BSSIDs, 80 survey walks of 5,000 route points and 80 × 600 KB tracks. */
export function enlargeProject(project: EsxProject): EsxProject {
  const floor = project.collections.floorPlans[0]!;
  const image = project.imageFiles[0]!;
  for (let index = 0; index < 35; index += 1) {
    const imageId = uuid(1, index);
    project.imageFiles.push({ imageId, type: image.type, bytes: Buffer.concat([image.bytes, noise(64, index)]) });
    project.collections.images.push({ id: imageId, status: 'CREATED', imageFormat: 'JPEG' });
    project.collections.floorPlans.push({ ...floor, id: uuid(2, index), name: `Floor ${index + 2}`, imageId });
  }
  const measurementIds = Array.from({ length: 1500 }, (_, index) => uuid(3, index));
  measurementIds.forEach((id, index) => {
    project.collections.accessPointMeasurements.push({
      id,
      status: 'CREATED',
      mac: `aa:bb:cc:${(index >> 8).toString(16).padStart(2, '0')}:${(index & 255).toString(16).padStart(2, '0')}:01`,
      ssid: `SSID-${index % 12}`,
      channel: [index % 2 === 0 ? 36 + 4 * (index % 8) : 1 + 5 * (index % 3)],
      technologies: ['N', 'AC', 'AX'],
      informationElements: noise(180, index).toString('base64'),
    });
  });
  for (let walk = 0; walk < 80; walk += 1) {
    const trackId = uuid(4, walk);
    project.trackFiles.push({ binaryFileId: trackId, bytes: noise(600 * 1024, 1000 + walk) });
    const points = Array.from({ length: 5000 }, (_, step) => ({
      time: step * 250_000_000,
      location: { x: 100 + (step % 3800), y: 200 + ((step * 7) % 2600) },
    }));
    project.collections.surveys.push({
      id: uuid(5, walk),
      status: 'CREATED',
      name: `Walk ${walk}`,
      floorPlanId: floor.id,
      routeType: 'CONTINUOUS',
      routePoints: [points],
      wifiTracks: [
        {
          binaryFileId: trackId,
          primary: true,
          accessPointMeasurementIds: measurementIds.slice((walk * 17) % 1000, ((walk * 17) % 1000) + 400),
        },
      ],
    });
  }
  return project;
}

function importInChild(file: string): Promise<EsxImportBenchResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--import-only', file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(output) as EsxImportBenchResult) : reject(new Error(`import child exited with ${code}`)),
    );
  });
}

/** Child side: one cold import, as a server sees an upload; peak RSS of the whole process. */
async function importOnly(file: string): Promise<void> {
  const archiveBytes = (await stat(file)).size;
  const started = performance.now();
  const counts = summarizeEsx(await readEsx(file));
  const seconds = (performance.now() - started) / 1000;
  const result: EsxImportBenchResult = {
    archiveMB: archiveBytes / MB,
    seconds,
    mbPerSecond: archiveBytes / MB / seconds,
    peakRssMB: process.resourceUsage().maxRSS / 1024,
    counts: {
      floorPlans: counts.floorPlans ?? 0,
      surveys: counts.surveys ?? 0,
      accessPointMeasurements: counts.accessPointMeasurements ?? 0,
      trackFiles: counts.trackFiles ?? 0,
    },
  };
  process.stdout.write(JSON.stringify(result));
}

function printResult(result: EsxImportBenchResult): void {
  const verdict = (ok: boolean): string => (ok ? 'meets target' : 'MISSES target');
  console.log(
    `esx reading stage only, no database (whole import: upload-pipeline): ${result.archiveMB.toFixed(1)} MB archive (${JSON.stringify(result.counts)})`,
  );
  console.log(
    `  throughput ${result.mbPerSecond.toFixed(1)} MB/s (${result.seconds.toFixed(2)} s)   target >= ${TARGET_MB_PER_S} MB/s: ${verdict(result.mbPerSecond >= TARGET_MB_PER_S)}`,
  );
  console.log(
    `  peak RSS   ${result.peakRssMB.toFixed(0)} MB   target < ${TARGET_PEAK_RSS_MB} MB: ${verdict(result.peakRssMB < TARGET_PEAK_RSS_MB)}`,
  );
}

const isImportChild = process.argv[2] === '--import-only';
const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isImportChild) await importOnly(process.argv[3]!);
else if (isMain) await runEsxImportBench();
