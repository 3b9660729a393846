import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

function run(command: string, args: string[]): { ok: boolean; output: string } {
  try {
    return { ok: true, output: execFileSync(command, args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}

describe('repository architecture', () => {
  it('keeps the import arrows of docs/architecture.md', () => {
    const result = run(bin('depcruise'), ['--config', '.dependency-cruiser.cjs', 'packages', 'apps']);
    expect(result.output, result.output).toMatch(/no dependency violations found/);
    expect(result.ok).toBe(true);
  });

  it.each(['packages/contracts', 'packages/core', 'packages/esx', 'apps/server', 'apps/web', 'apps/e2e'])(
    '%s type-checks under strict settings',
    (project) => {
      const result = run(bin('tsc'), ['-p', project, '--noEmit']);
      expect(result.output).toBe('');
      expect(result.ok).toBe(true);
    },
  );
});
