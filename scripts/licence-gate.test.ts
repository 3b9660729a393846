import { describe, expect, it } from 'vitest';
import { gateVerdict, isLicenceAllowed, judgePackages, parseSpdx, renderNotice, repositoryUrl, runtimePackages } from './licences.mjs';

// A package-lock.json v3 `packages` map in miniature: the root, a workspace link, runtime and dev-only packages.
function lockOf(entries: Record<string, { version: string; license?: string; dev?: boolean; optional?: boolean; os?: string[] }>) {
  return {
    lockfileVersion: 3,
    packages: {
      '': { name: 'airscope', version: '0.1.0' },
      'node_modules/@airscope/server': { resolved: 'apps/server', link: true },
      ...Object.fromEntries(Object.entries(entries).map(([name, entry]) => [`node_modules/${name}`, entry])),
    },
  };
}
const manifests = (lockPath: string) => ({
  repository: { type: 'git', url: `git+https://github.com/example/${lockPath.split('/').pop()}.git` },
});
const gate = (lock: ReturnType<typeof lockOf>, rules = {}) => {
  const judged = judgePackages(runtimePackages(lock, manifests), rules);
  return { judged, verdict: gateVerdict(judged, renderNotice(judged)) };
};

describe('the licence gate', () => {
  it('passes a runtime tree of allowed licences, and leaves dev-only packages and workspaces out', () => {
    const { judged, verdict } = gate(
      lockOf({
        react: { version: '19.0.0', license: 'MIT' },
        pako: { version: '1.0.11', license: '(MIT AND Zlib)' },
        'sharp-libvips': { version: '1.2.0', license: 'LGPL-3.0-or-later' },
        typescript: { version: '5.9.3', license: 'Apache-2.0', dev: true },
        'dev-only-gpl2': { version: '1.0.0', license: 'GPL-2.0-only', dev: true },
      }),
    );
    expect(judged.map((pkg: { name: string }) => pkg.name)).toEqual(['pako', 'react', 'sharp-libvips']);
    expect(verdict.pass).toBe(true);
  });

  it('fails on a runtime licence that is not allowed, naming the package', () => {
    const { verdict } = gate(
      lockOf({ react: { version: '19.0.0', license: 'MIT' }, 'old-gpl': { version: '2.1.0', license: 'GPL-2.0-only' } }),
    );
    expect(verdict.pass).toBe(false);
    expect(verdict.lines.join('\n')).toContain('NOT ALLOWED old-gpl@2.1.0: GPL-2.0-only');
  });

  it('fails on a package that declares no licence, or a text that is not SPDX', () => {
    expect(gate(lockOf({ silent: { version: '1.0.0' } })).verdict.pass).toBe(false);
    expect(gate(lockOf({ odd: { version: '1.0.0', license: 'SEE LICENSE IN LICENSE.txt' } })).verdict.pass).toBe(false);
  });

  it('passes an OR expression with one allowed branch; an AND needs every part allowed', () => {
    expect(isLicenceAllowed('(MIT OR GPL-3.0-or-later)')).toBe(true);
    expect(isLicenceAllowed('SSPL-1.0 OR MIT')).toBe(true);
    expect(isLicenceAllowed('MIT AND SSPL-1.0')).toBe(false);
    expect(isLicenceAllowed('(BUSL-1.1 OR SSPL-1.0) AND MIT')).toBe(false);
    expect(gate(lockOf({ jszip: { version: '3.10.2', license: '(MIT OR GPL-3.0-or-later)' } })).verdict.pass).toBe(true);
  });

  it('reads deprecated and "+" ids as their current names, and judges a WITH by its licence', () => {
    expect(parseSpdx('LGPL-2.1+')).toEqual({ id: 'LGPL-2.1-or-later' });
    expect(parseSpdx('GPL-3.0')).toEqual({ id: 'GPL-3.0-only' });
    expect(isLicenceAllowed('GPL-3.0-only WITH Classpath-exception-2.0')).toBe(true);
    expect(isLicenceAllowed('GPL-2.0-only WITH Classpath-exception-2.0')).toBe(false);
    expect(() => parseSpdx('(MIT OR')).toThrow(/not an SPDX expression/);
  });

  it('admits a named exception or correction only while the package still declares what it was granted for', () => {
    const rules = {
      exceptions: { cli: { declared: 'FSL-1.1-Apache-2.0', reason: 'a separate program' } },
      corrections: { 'png-js': { declared: undefined, licence: 'MIT', source: 'its LICENSE file' } },
    };
    expect(
      gate(lockOf({ cli: { version: '1.0.0', license: 'FSL-1.1-Apache-2.0' }, 'png-js': { version: '2.0.0' } }), rules).verdict.pass,
    ).toBe(true);
    expect(gate(lockOf({ cli: { version: '2.0.0', license: 'BUSL-1.1' } }), rules).verdict.pass).toBe(false);
    expect(gate(lockOf({ 'png-js': { version: '3.0.0', license: 'SSPL-1.0' } }), rules).verdict.pass).toBe(false);
  });

  it('fails when the notice file is missing or out of date', () => {
    const judged = judgePackages(runtimePackages(lockOf({ react: { version: '19.0.0', license: 'MIT' } }), manifests));
    const notice = renderNotice(judged);
    expect(notice).toContain('| react | 19.0.0 | MIT | https://github.com/example/react |');
    expect(gateVerdict(judged, notice).pass).toBe(true);
    expect(gateVerdict(judged, undefined).pass).toBe(false);
    const older = judgePackages(runtimePackages(lockOf({ react: { version: '18.3.1', license: 'MIT' } }), manifests));
    const stale = gateVerdict(judged, renderNotice(older));
    expect(stale.pass).toBe(false);
    expect(stale.lines.at(-1)).toMatch(/out of date/);
  });

  it('names a platform build by its npm page, whichever platform generates the notice', () => {
    const read: string[] = [];
    const packages = runtimePackages(
      lockOf({ '@esbuild/darwin-arm64': { version: '0.28.2', license: 'MIT', optional: true, os: ['darwin'] } }),
      (p: string) => {
        read.push(p);
        return undefined;
      },
    );
    expect(read).toEqual([]);
    expect(packages[0]!.repository).toBe('https://www.npmjs.com/package/@esbuild/darwin-arm64');
  });

  it('turns repository shorthands and git addresses into https links', () => {
    expect(repositoryUrl('senotrusov/dejavu-fonts-ttf', 'x')).toBe('https://github.com/senotrusov/dejavu-fonts-ttf');
    expect(repositoryUrl({ url: 'git+ssh://git@github.com/a/b.git' }, 'x')).toBe('https://github.com/a/b');
    expect(repositoryUrl('git@github.com:a/b.git', 'x')).toBe('https://github.com/a/b');
    expect(repositoryUrl(undefined, 'left-pad')).toBe('https://www.npmjs.com/package/left-pad');
  });
});
