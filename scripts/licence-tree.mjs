// The installed tree the notice and the gate read: package-lock.json and each package's package.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { judgePackages, runtimePackages } from './licences.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const NOTICE_FILE = 'THIRD-PARTY-NOTICES.md';

export function judgeInstalledTree() {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const manifestOf = (lockPath) => {
    try {
      return JSON.parse(readFileSync(path.join(ROOT, lockPath, 'package.json'), 'utf8'));
    } catch {
      throw new Error(`licences: ${lockPath} is not installed; run npm ci first`);
    }
  };
  return judgePackages(runtimePackages(lock, manifestOf));
}
