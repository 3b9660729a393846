import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

// Query-builder calls and raw SQL: what only a repository may write.
const SQL_PATTERN =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\.transaction\(\)|\bsql(<[^>\n]*>)?`|\bsql\.(raw|ref|lit|id|table|join|val)\(/;
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

  // The compile itself is `npm run typecheck` (part of `npm run check`, which .ci/run runs first); running it here
  // again cost over two minutes of every test run. This keeps what it guarded: no project loosens the settings.
  it.each([
    'packages/contracts',
    'packages/core',
    'packages/esx',
    'packages/esx-archive',
    'apps/server',
    'apps/web',
    'apps/e2e',
    'apps/agent',
    'bench',
  ])('%s compiles under strict settings', (project) => {
    const result = run(bin('tsc'), ['-p', project, '--showConfig']);
    expect(result.ok, result.output).toBe(true);
    const options = (JSON.parse(result.output) as { compilerOptions: Record<string, unknown> }).compilerOptions;
    expect(options).toMatchObject({ strict: true, noUncheckedIndexedAccess: true, verbatimModuleSyntax: true });
    for (const loosened of ['noImplicitAny', 'strictNullChecks', 'strictFunctionTypes', 'noImplicitThis']) {
      expect(options[loosened], loosened).not.toBe(false);
    }
  });
  it('is type-checked by npm run check, which CI runs before the tests', () => {
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.check).toContain('npm run typecheck');
    for (const project of [
      'packages/contracts',
      'packages/core',
      'packages/esx',
      'packages/esx-archive',
      'apps/server',
      'apps/web',
      'apps/e2e',
    ]) {
      expect(scripts.typecheck).toContain(`tsc -p ${project}`);
    }
    expect(readFileSync(path.join(root, '.ci/run'), 'utf8')).toContain('npm run check');
  });
});

describe('architecture documents', () => {
  it('keeps docs/architecture.md readable as plain text: no line over 200 characters', () => {
    const long = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')
      .split('\n')
      .map((line, index) => ({ line: index + 1, length: line.length }))
      .filter(({ length }) => length > 200);
    expect(long).toEqual([]);
  });

  it('gives every decision record its own number', () => {
    const numbers = readdirSync(path.join(root, 'docs/decisions'))
      .filter((file) => file.endsWith('.md'))
      .map((file) => file.slice(0, file.indexOf('-')));
    expect(
      numbers.every((number) => /^\d{4}$/.test(number)),
      numbers.join(' '),
    ).toBe(true);
    const repeated = numbers.filter((number, index) => numbers.indexOf(number) !== index);
    expect(repeated).toEqual([]);
  });
});
