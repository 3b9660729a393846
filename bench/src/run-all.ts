/**
 * `npm run bench`: runs every benchmark script in this folder (or those named on the command line,
 * e.g. `npm run bench -- esx-import`), each in its own process so one's memory does not colour another's.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const exact = new Set(wanted.filter((word) => fs.existsSync(path.join(here, `${word}.bench.ts`))));
const scripts = fs
  .readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  // A bench named exactly (`load`) runs alone; other words pick every bench whose name contains them.
  .filter((name) => wanted.length === 0 || wanted.some((word) => name === `${word}.bench.ts` || (!exact.has(word) && name.includes(word))))
  .sort();

let failures = 0;
for (const script of scripts) {
  console.log(`\n=== ${script} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, script)], { stdio: 'inherit' });
  if (result.status !== 0) failures += 1;
}
console.log(`\n${scripts.length - failures} benchmarks ran, ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
