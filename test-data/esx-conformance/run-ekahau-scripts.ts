import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readZipEntries } from './read-zip.ts';
import { recordsOf } from './sample-shape.ts';

/**
 * The public scripts survey engineers run on Ekahau files: TheWlan/Ekahau-Python-Scripts (MIT, © Haydn Andrews),
 * commit e75781343f103b9b2223d851f229651b58f4ffcd. The four scripts run here are kept beside this file with their
 * licence (`thewlan-ekahau-python-scripts/`, SOURCE.md); EKAHAU_PYTHON_SCRIPTS_DIR may name another checkout.
 */
export const EKAHAU_SCRIPTS_ENV = 'EKAHAU_PYTHON_SCRIPTS_DIR';
const KEPT_SCRIPTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'thewlan-ekahau-python-scripts');
const KEPT_SCRIPTS_COMMIT = 'e75781343f103b9b2223d851f229651b58f4ffcd';
const scriptsDir = () => process.env[EKAHAU_SCRIPTS_ENV] ?? KEPT_SCRIPTS_DIR;

/** Each script, the answers it asks for on stdin (after the file name) and the CSV it reads. */
const SCRIPTS = [
  { path: 'Update AP Names/Ekahau_Update_AP_Names.py', answers: ['site-', '-c91'], csv: undefined },
  { path: 'Update AP Models/Ekahau_Update_AP_Models.py', answers: [], csv: 'old_models.csv' },
  { path: 'Update AP Names and Models/Ekahau_APName_And_Model_Update.py', answers: ['site-', '-c91'], csv: 'old_models.csv' },
  { path: 'Update AP Name CSV/Replace_AP_names_complete_process.py', answers: [], csv: 'old_new_names.csv' },
] as const;

export interface ScriptRun {
  script: string;
  exitCode: number | null;
  output: string;
  /** AP names and models in the `_re-zip.esx` the script wrote (absent when it wrote none). */
  rewritten?: { names: string[]; models: string[] };
}

/** Why the scripts cannot run here, or undefined when they can. */
export function ekahauScriptsUnavailable(): string | undefined {
  if (spawnSync('python3', ['--version']).status !== 0) return 'python3 is not installed';
  if (!existsSync(path.join(scriptsDir(), SCRIPTS[0].path))) {
    return `${EKAHAU_SCRIPTS_ENV} does not name a checkout of github.com/TheWlan/Ekahau-Python-Scripts`;
  }
  return undefined;
}

/** Runs every script on a copy of `esx` in a scratch folder, with a CSV renaming the first AP and re-modelling its model. */
export async function runEkahauScripts(esx: Buffer, label: string): Promise<ScriptRun[]> {
  const aps = recordsOf('accessPoints.json', (await readZipEntries(esx)).get('accessPoints.json') ?? Buffer.from('{}'));
  const first = aps[0] ?? {};
  const runs: ScriptRun[] = [];
  for (const script of SCRIPTS) {
    const work = await mkdtemp(path.join(tmpdir(), 'ekahau-script-'));
    try {
      const file = `${label}.esx`;
      await writeFile(path.join(work, file), esx);
      await writeFile(path.join(work, 'old_models.csv'), `old_ap_model,new_ap_model\n${String(first.model)},C9136I\n`);
      await writeFile(path.join(work, 'old_new_names.csv'), `old_ap_name,new_ap_name\n${String(first.name)},renamed-ap-1\n`);
      await copyFile(path.join(scriptsDir(), script.path), path.join(work, 'script.py'));
      const result = spawnSync('python3', ['script.py'], { cwd: work, input: [file, ...script.answers, ''].join('\n'), encoding: 'utf8' });
      const run: ScriptRun = { script: script.path, exitCode: result.status, output: `${result.stdout}${result.stderr}` };
      const rezip = path.join(work, `${label}_re-zip.esx`);
      if (existsSync(rezip)) {
        const rewritten = recordsOf('accessPoints.json', (await readZipEntries(await readFile(rezip))).get('accessPoints.json')!);
        run.rewritten = { names: rewritten.map((ap) => String(ap.name)), models: rewritten.map((ap) => String(ap.model)) };
      }
      runs.push(run);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  return runs;
}

/** The commit of the scripts checkout, for the record. */
export function ekahauScriptsCommit(): string {
  const dir = process.env[EKAHAU_SCRIPTS_ENV];
  if (!dir) return KEPT_SCRIPTS_COMMIT;
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** Writes the export as `<label>.esx` into ESX_CONFORMANCE_DUMP_DIR when set, to try other tools on it by hand. */
export async function dumpExport(esx: Buffer, label: string): Promise<void> {
  const dir = process.env.ESX_CONFORMANCE_DUMP_DIR;
  if (dir) await writeFile(path.join(dir, `${label.replace(/\W+/g, '-')}.esx`), esx);
}
