import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import { createSecretToken, hashToken } from '../auth/index.ts';
import type { SetupRepository } from './setup.repository.ts';

/** Where the first start leaves its setup link for the operator (mode 0600), removed once the link is used. */
export const SETUP_LINK_FILE = 'setup-link.txt';

// The token travels in the fragment: browsers never send it to the server, so no access log or referrer holds it.
const setupUrl = (publicUrl: string, token: string) => `${publicUrl}/setup#${token}`;
const tokenOf = (url: string) => /\/setup#([A-Za-z0-9_-]{43})\s*$/.exec(url)?.[1];

export interface SetupLinkDeps {
  setup: SetupRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  dataDir: string;
  publicUrl: string;
}

/**
 * A server without any organisation administrator and without the demo gets one live setup link: written to
 * DATA_DIR and printed once per start. A restart keeps the link in the file while it is unused.
 */
export async function offerSetupLink(deps: SetupLinkDeps): Promise<string | undefined> {
  const file = path.join(deps.dataDir, SETUP_LINK_FILE);
  if (await deps.setup.hasOrganisationAdmin()) {
    removeSetupLinkFile(deps.dataDir);
    return undefined;
  }
  const kept = readKeptToken(file);
  let token = kept && (await deps.setup.tokenState(hashToken(kept))) === 'live' ? kept : undefined;
  if (!token) {
    token = createSecretToken();
    await deps.setup.replaceLiveToken(hashToken(token), deps.clock.now());
  }
  const url = setupUrl(deps.publicUrl, token);
  fs.mkdirSync(deps.dataDir, { recursive: true });
  fs.writeFileSync(file, `${url}\n`, { mode: 0o600 });
  // writeFileSync's mode applies only to a new file.
  fs.chmodSync(file, 0o600);
  // Printed on purpose: the operator needs it, and it is dead once used (docs/security.md A7).
  deps.log.warn(
    { event: 'setup.link', file },
    `No administrator yet. Open ${url} to create the organisation and its administrator (the link works once; it is also in ${file}).`,
  );
  return url;
}

export function removeSetupLinkFile(dataDir: string): void {
  fs.rmSync(path.join(dataDir, SETUP_LINK_FILE), { force: true });
}

function readKeptToken(file: string): string | undefined {
  try {
    return tokenOf(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
