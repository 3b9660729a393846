// The licence rules of the runtime dependencies (decision "licence-agpl"): which licences may ship with an
// AGPL-3.0-or-later server, how a package's SPDX expression is judged, and the third-party notice built from
// package-lock.json. Used by third-party-notices.mjs (writes the notice) and licence-gate.mjs (CI's gate).

/**
 * SPDX ids a runtime dependency may carry: permissive licences, and the weak and strong copyleft ones an
 * AGPL-3.0-or-later work may combine with (GPL-3.0 and AGPL-3.0 by their §13; LGPL-2.1 by its §3 upgrade to GPL).
 * GPL-2.0-only is not here: it cannot be combined with the GPL-3.0 family.
 */
export const ALLOWED_LICENCES = new Set([
  '0BSD',
  'AGPL-3.0-only',
  'AGPL-3.0-or-later',
  'Apache-2.0',
  'Bitstream-Vera',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC-BY-4.0',
  'CC0-1.0',
  'GPL-3.0-only',
  'GPL-3.0-or-later',
  'ISC',
  'LGPL-2.1-only',
  'LGPL-2.1-or-later',
  'LGPL-3.0-only',
  'LGPL-3.0-or-later',
  'MIT',
  'MIT-0',
  'MPL-2.0',
  'OFL-1.1',
  'Python-2.0',
  'Unlicense',
  'Zlib',
]);

/**
 * Packages whose package.json names no licence, or none in SPDX, with the licence their own files grant. Each
 * applies only while the package still declares `declared`, so a release that changes it is judged afresh.
 */
export const LICENCE_CORRECTIONS = {
  buffers: { declared: undefined, licence: 'MIT', source: 'LICENSE in its repository (added after 0.1.1 was published)' },
  chainsaw: { declared: 'MIT/X11', licence: 'MIT', source: '"MIT/X11" is the MIT licence under its old name' },
  'dejavu-fonts-ttf': {
    declared: 'SEE LICENSE IN README.md AND LICENSE',
    licence: 'Bitstream-Vera',
    source: 'its LICENSE: Bitstream Vera font licence, DejaVu changes in the public domain',
  },
  'png-js': { declared: undefined, licence: 'MIT', source: 'its LICENSE file' },
};

/**
 * Runtime packages admitted although their licence is not on the list, each with the reason (the decision
 * record lists them too). Like the corrections, each holds only while the package declares `declared`.
 */
export const LICENCE_EXCEPTIONS = {
  sentry: {
    declared: 'FSL-1.1-Apache-2.0',
    reason:
      "the Sentry CLI, reached only through @sentry/node's bundler-plugin entry points (source-map upload at build " +
      'time), which Airscope does not import; it installs as a separate program, and each release turns Apache-2.0 after two years',
  },
};

const DEPRECATED_IDS = {
  'GPL-3.0': 'GPL-3.0-only',
  'LGPL-2.1': 'LGPL-2.1-only',
  'LGPL-3.0': 'LGPL-3.0-only',
  'AGPL-3.0': 'AGPL-3.0-only',
};

function normaliseId(id) {
  if (id.endsWith('+')) return `${id.slice(0, -1).replace(/-only$/, '')}-or-later`;
  return DEPRECATED_IDS[id] ?? id;
}

/** Parses an SPDX licence expression into a tree of `{ id }`, `{ and: [...] }` and `{ or: [...] }`; throws when it is not one. */
export function parseSpdx(expression) {
  const tokens = String(expression)
    .replace(/([()])/g, ' $1 ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  let at = 0;
  const peek = () => tokens[at];
  const isOperator = (token, name) => token !== undefined && token.toUpperCase() === name;
  const fail = (why) => {
    throw new Error(`not an SPDX expression (${why}): ${expression}`);
  };
  const atom = () => {
    const token = tokens[at++];
    if (token === undefined) fail('ends early');
    if (token === '(') {
      const inner = or();
      if (tokens[at++] !== ')') fail('unbalanced parentheses');
      return inner;
    }
    if (!/^[A-Za-z0-9.+-]+$/.test(token) || ['AND', 'OR', 'WITH'].includes(token.toUpperCase())) fail(`unexpected "${token}"`);
    // An exception widens what the licence allows, never narrows it: judge the licence itself.
    if (isOperator(peek(), 'WITH')) {
      at++;
      if (!/^[A-Za-z0-9.+-]+$/.test(tokens[at++] ?? '')) fail('WITH needs an exception id');
    }
    return { id: normaliseId(token) };
  };
  const and = () => {
    const parts = [atom()];
    while (isOperator(peek(), 'AND')) {
      at++;
      parts.push(atom());
    }
    return parts.length === 1 ? parts[0] : { and: parts };
  };
  const or = () => {
    const parts = [and()];
    while (isOperator(peek(), 'OR')) {
      at++;
      parts.push(and());
    }
    return parts.length === 1 ? parts[0] : { or: parts };
  };
  const tree = or();
  if (at !== tokens.length) fail(`unexpected "${tokens[at]}"`);
  return tree;
}

function admits(tree, allowed) {
  if ('id' in tree) return allowed.has(tree.id);
  if ('and' in tree) return tree.and.every((part) => admits(part, allowed));
  return tree.or.some((part) => admits(part, allowed));
}

/** True when the expression lets the package ship with the server: every AND part, and some OR branch, allowed. */
export function isLicenceAllowed(expression, allowed = ALLOWED_LICENCES) {
  if (typeof expression !== 'string' || expression.trim() === '') return false;
  try {
    return admits(parseSpdx(expression), allowed);
  } catch {
    return false;
  }
}

const declaredOf = (entry) => (typeof entry.license === 'string' ? entry.license : (entry.license?.type ?? undefined));

/**
 * The packages a production install brings (package-lock.json v2/v3 `packages`, without dev-only ones and without
 * the project's own workspaces), one per name and version. `manifestOf(lockPath)` reads the installed package.json
 * (for its repository); platform builds and other optional packages are not read: which are installed depends on the platform.
 */
export function runtimePackages(lock, manifestOf) {
  const found = new Map();
  for (const [lockPath, entry] of Object.entries(lock.packages ?? {})) {
    if (lockPath === '' || entry.link || entry.dev || !lockPath.includes('node_modules/')) continue;
    const name = entry.name ?? lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const key = `${name}@${entry.version}`;
    if (found.has(key)) continue;
    // Which optional packages are installed depends on the platform; the notice must not.
    const platformBound = Boolean(entry.os || entry.cpu || entry.optional);
    const repository = platformBound ? `https://www.npmjs.com/package/${name}` : repositoryUrl(manifestOf(lockPath)?.repository, name);
    found.set(key, { name, version: entry.version, declared: declaredOf(entry), repository });
  }
  return [...found.values()].sort((a, b) => (a.name === b.name ? a.version.localeCompare(b.version) : a.name < b.name ? -1 : 1));
}

/** A browsable address for package.json's `repository` (an object or a shorthand), or the npm page when there is none. */
export function repositoryUrl(repository, name) {
  let url = typeof repository === 'string' ? repository : repository?.url;
  if (!url) return `https://www.npmjs.com/package/${name}`;
  url = url.trim();
  if (/^[\w.-]+\/[\w.-]+$/.test(url)) url = `github:${url}`;
  const shorthand = /^(github|gitlab|bitbucket):(.+)$/.exec(url);
  if (shorthand) url = `https://${shorthand[1]}.${shorthand[1] === 'bitbucket' ? 'org' : 'com'}/${shorthand[2]}`;
  return url
    .replace(/^git\+/, '')
    .replace(/^git@([^:]+):/, 'https://$1/')
    .replace(/^(git|ssh|http):\/\/(git@)?/, 'https://')
    .replace(/\.git$/, '');
}

/**
 * Each package's verdict: `allowed` (its declared or corrected licence is on the list), `exception` (admitted by
 * name, with a reason) or `refused`. `licence` is what the notice shows.
 */
export function judgePackages(packages, rules = {}) {
  const allowed = rules.allowed ?? ALLOWED_LICENCES;
  const corrections = rules.corrections ?? LICENCE_CORRECTIONS;
  const exceptions = rules.exceptions ?? LICENCE_EXCEPTIONS;
  return packages.map((pkg) => {
    const correction =
      Object.hasOwn(corrections, pkg.name) && corrections[pkg.name].declared === pkg.declared ? corrections[pkg.name] : undefined;
    const licence = correction?.licence ?? pkg.declared ?? 'UNKNOWN';
    if (isLicenceAllowed(licence, allowed))
      return {
        ...pkg,
        licence,
        verdict: 'allowed',
        note: correction ? `declared ${pkg.declared ?? 'nothing'}; ${correction.source}` : undefined,
      };
    const exception =
      Object.hasOwn(exceptions, pkg.name) && exceptions[pkg.name].declared === pkg.declared ? exceptions[pkg.name] : undefined;
    if (exception) return { ...pkg, licence, verdict: 'exception', note: `exception: ${exception.reason}` };
    return { ...pkg, licence, verdict: 'refused' };
  });
}

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\s+/g, ' ');

/** THIRD-PARTY-NOTICES.md: every runtime package with its version, licence and repository, in name order. */
export function renderNotice(judged) {
  const lines = [
    '# Third-party notices',
    '',
    'Airscope is licensed under the GNU Affero General Public License v3.0 or later (`LICENSE`). It ships with the',
    'packages below, installed by `npm ci` from `package-lock.json`; each keeps its own licence, whose full text is in',
    "the package's folder under `node_modules/`. Generated by `node scripts/third-party-notices.mjs` from the",
    "lockfile's runtime (non-dev) packages; CI's licence gate (`scripts/licence-gate.mjs`) fails when this file is",
    'out of date. Do not edit it by hand.',
    '',
    `${judged.length} packages.`,
    '',
    '| Package | Version | Licence | Repository |',
    '| --- | --- | --- | --- |',
  ];
  for (const pkg of judged) {
    const licence = pkg.note ? `${pkg.licence} (${pkg.note})` : pkg.licence;
    lines.push(`| ${cell(pkg.name)} | ${cell(pkg.version)} | ${cell(licence)} | ${cell(pkg.repository)} |`);
  }
  return `${lines.join('\n')}\n`;
}

/** The gate's answer for judged packages and the notice file's text (undefined when missing): pass, and what to print. */
export function gateVerdict(judged, noticeText) {
  const refused = judged.filter((pkg) => pkg.verdict === 'refused');
  const exceptions = judged.filter((pkg) => pkg.verdict === 'exception');
  const fresh = noticeText === renderNotice(judged);
  const lines = [
    `${judged.length} runtime packages, ${refused.length} with a licence not allowed, ${exceptions.length} admitted by exception`,
  ];
  for (const pkg of exceptions) lines.push(`  exception ${pkg.name}@${pkg.version}: ${pkg.licence}`);
  for (const pkg of refused) lines.push(`  NOT ALLOWED ${pkg.name}@${pkg.version}: ${pkg.declared ?? 'no licence declared'}`);
  if (!fresh)
    lines.push(
      `THIRD-PARTY-NOTICES.md is ${noticeText === undefined ? 'missing' : 'out of date'}: run node scripts/third-party-notices.mjs`,
    );
  return { pass: refused.length === 0 && fresh, lines };
}
