import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

// Query-builder calls and raw SQL: what only a repository may write.
const SQL_PATTERN =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^>\n]*>)?`|\bsql\.(raw|ref|lit|id|table|join|val)\(/;
// Repositories own the SQL; besides them: the database plumbing (migrator, migrations, dialect), and tests and
// their fixtures, which set up and inspect rows directly.
const SQL_ALLOWED = /\.repository\.ts$|^db\/|^testing\/|\.test\.ts$|\.fixture\.ts$|-testing\.ts$/;

/** Server source files (relative to apps/server/src) that write SQL outside the places allowed to. */
function filesWithStraySql(): string[] {
  const serverSrc = path.join(root, 'apps/server/src');
  return readdirSync(serverSrc, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !SQL_ALLOWED.test(file))
    .filter((file) => SQL_PATTERN.test(readFileSync(path.join(serverSrc, file), 'utf8')))
    .sort();
}

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

  it('keeps SQL in the server repositories', () => {
    expect(filesWithStraySql()).toEqual([]);
  });

  it('finds SQL where it is written', () => {
    // The check must see a query in the files that hold them, or an empty answer above would prove nothing.
    expect(SQL_PATTERN.test(readFileSync(path.join(root, 'apps/server/src/modules/projects/projects.repository.ts'), 'utf8'))).toBe(true);
    expect(SQL_PATTERN.test('await sql`select 1`.execute(db)')).toBe(true);
    expect(SQL_PATTERN.test("db.selectFrom('users')")).toBe(true);
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
