import http from 'node:http';
import { CSRF_HEADER, CSRF_RESPONSE_HEADER } from '@airscope/contracts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/password-hasher.ts';
import { createDemoSeedRepository, type DemoUser } from '../../apps/server/src/seed/demo-seed.repository.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-users.seed.ts';

/**
 * The load bench's population: many licensed users of one organisation, each at one of several client addresses.
 * The server limits analytics per user (120 a minute) and per address (600 a minute) and sign-ins per address (100 in
 * 15 minutes), so one user at one address would measure those limits instead of the server (docs/security.md X2, A3).
 */
export interface LoadUser {
  readonly email: string;
  readonly isAdmin: boolean;
  /** The loopback address the user's sockets are bound to: the server sees it as the client's (trustProxy off). */
  readonly address: string;
}

export interface LoadSession extends LoadUser {
  readonly headers: Record<string, string>;
}

const LOAD_ORG = 'Load Org';

/** Addresses 127.0.1.1 … 127.0.1.n: Linux routes all of 127.0.0.0/8 to the loopback, so each can be a socket's source. */
function clientAddress(index: number): string {
  return `127.0.1.${(index % 250) + 1}`;
}

/**
 * Planned population, `count` users over `addresses` addresses: every tenth is an org admin, because the analytics
 * summary in the mix is an org admin's read (others get 403 by the analytics policy).
 */
export function planLoadUsers(count: number, addresses: number): LoadUser[] {
  return Array.from({ length: count }, (_, i) => ({
    email: `load-${String(i).padStart(4, '0')}@airscope.test`,
    isAdmin: i % 10 === 0,
    address: clientAddress(i % addresses),
  }));
}

/** Writes the organisation, a Measure Pro licence and a user per planned user, through the seed role's repository. */
export async function seedLoadUsers(databaseUrl: string, users: readonly LoadUser[]): Promise<void> {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const rows: DemoUser[] = users.map((user, i) => ({
      email: user.email,
      firstName: 'Load',
      lastName: `User ${i}`,
      product: 'Measure Pro',
      status: 'ACTIVE',
      expiresInDays: 365,
      flags: { insights_access_allowed: true, cloud_planner_access_allowed: true, org_admin: user.isAdmin },
      eula: 'v4',
    }));
    await createDemoSeedRepository(handle.db).insertDemoOrganisation(LOAD_ORG, rows, await hashPassword(DEMO_PASSWORD), new Date(), 'LOAD');
  } finally {
    await handle.close();
  }
}

/** Makes the users WRITE_USER members of the projects, as sharing in the product would (not their owner: it is one). */
export async function shareWithLoadUsers(databaseUrl: string, projectIds: readonly string[], users: readonly LoadUser[]): Promise<void> {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const seedRows = createDemoSeedRepository(handle.db);
    const ids = await Promise.all(users.map(async (user) => (await seedRows.findUserByEmail(user.email))?.id));
    await seedRows.inTransaction(async (tx) => {
      for (const projectId of projectIds) {
        for (const userId of ids) if (userId) await seedRows.addProjectMember(tx, projectId, userId, 'WRITE_USER');
      }
    });
  } finally {
    await handle.close();
  }
}

interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

/** One request from a given client address (the socket's source); status 0 when there was no answer. */
function requestFrom(
  baseUrl: string,
  address: string,
  options: { method: string; path: string; headers?: Record<string, string>; form?: Record<string, string> },
): Promise<Answer> {
  const url = new URL(baseUrl);
  const payload = options.form ? new URLSearchParams(options.form).toString() : undefined;
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        family: 4,
        localAddress: address,
        method: options.method,
        path: options.path,
        timeout: 30_000,
        headers: {
          ...options.headers,
          ...(payload ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    request.end(payload);
  });
}

/** A password sign-in of a load user from its own address; the session's cookie and CSRF header, or the status. */
export async function signInFrom(baseUrl: string, user: LoadUser): Promise<LoadSession | number> {
  const answer = await requestFrom(baseUrl, user.address, {
    method: 'POST',
    path: '/authapi/v1/authentications',
    form: { username: user.email, password: DEMO_PASSWORD, grant_type: 'password' },
  });
  if (answer.status !== 200) return answer.status;
  const cookie = (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  const csrf = answer.headers[CSRF_RESPONSE_HEADER];
  return { ...user, headers: { cookie, [CSRF_HEADER]: String(csrf ?? '') } };
}

/** Signs every user in, a few at a time (each sign-in hashes a password); throws on any refusal. */
export async function signInAll(baseUrl: string, users: readonly LoadUser[], parallel = 4): Promise<LoadSession[]> {
  const sessions: LoadSession[] = [];
  for (let i = 0; i < users.length; i += parallel) {
    const batch = await Promise.all(users.slice(i, i + parallel).map((user) => signInFrom(baseUrl, user)));
    for (const [j, result] of batch.entries()) {
      if (typeof result === 'number') throw new Error(`sign-in of ${users[i + j]!.email} answered ${result}`);
      sessions.push(result);
    }
  }
  return sessions;
}
