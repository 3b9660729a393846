import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Browser tests run against the production build the server serves, built once per run. */
export default function setup(): void {
  execSync('npm run build -w @airscope/web', { cwd: root, stdio: 'inherit' });
}
