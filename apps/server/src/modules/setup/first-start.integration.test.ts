import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TEXT } from '@airscope/contracts';
import { startAppServer, type RunningServer } from '../../testing/app-process.ts';
import { callOverHttp, signInOverHttp } from '../../testing/http-client.ts';
import { DEMO_PASSWORD } from '../../seed/demo-users.seed.ts';
import { SETUP_LINK_FILE } from './setup-link.ts';

const post = (baseUrl: string, url: string, body: unknown) =>
  fetch(`${baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const signInStatus = async (baseUrl: string, email: string, password: string) =>
  (
    await fetch(`${baseUrl}/authapi/v1/authentications`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password, grant_type: 'password' }),
    })
  ).status;

const errorText = async (response: Response) => ((await response.json()) as { message: string }).message;

describe('the first start of a server others can reach (HOST=0.0.0.0, no SEED_DEMO)', () => {
  let server: RunningServer;
  let token: string;
  const admin = {
    organisationName: 'Example Networks',
    email: 'it@example.org',
    firstName: 'Grace',
    lastName: 'Hopper',
    password: 'a long first password',
  };
  beforeAll(async () => {
    server = await startAppServer({ HOST: '0.0.0.0' }, { requestHost: '127.0.0.1' });
    // A first start migrates a fresh database: minutes on a busy machine.
  }, 300_000);
  afterAll(() => server?.stop());

  it('seeds no demo account: the published password signs nobody in', async () => {
    expect(await signInStatus(server.baseUrl, 'admin@airscope.test', DEMO_PASSWORD)).toBe(401);
    expect(await signInStatus(server.baseUrl, 'user@airscope.test', DEMO_PASSWORD)).toBe(401);
  });

  it('answers the public demo with 404', async () => {
    expect((await fetch(`${server.baseUrl}/shareapi/demo/projects`)).status).toBe(404);
    const session = await fetch(`${server.baseUrl}/shareapi/demo/projects/${crypto.randomUUID()}/session`, { method: 'POST' });
    expect(session.status).toBe(404);
  });

  it('prints a one-time setup link to the log and to DATA_DIR/setup-link.txt, readable by its owner only', () => {
    const file = path.join(server.dataDir, SETUP_LINK_FILE);
    const link = fs.readFileSync(file, 'utf8').trim();
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(link).toMatch(new RegExp(`^${server.baseUrl}/setup#[A-Za-z0-9_-]{43}$`));
    expect(server.logs()).toContain(link);
    token = link.split('#')[1]!;
  });

  it('refuses an unknown token, and a password the rules refuse without using the link up', async () => {
    const unknown = await post(server.baseUrl, '/userapi/v1/setup/check', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(await errorText(unknown)).toBe(SETUP_TEXT.unknownLink);
    const short = await post(server.baseUrl, '/userapi/v1/setup/first-admin', { ...admin, token, password: 'short' });
    expect(short.status).toBe(400);
    expect((await post(server.baseUrl, '/userapi/v1/setup/check', { token })).status).toBe(204);
  });

  it('creates the organisation and its administrator once; the link is dead after, and its file gone', async () => {
    const created = await post(server.baseUrl, '/userapi/v1/setup/first-admin', { ...admin, token });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { email: string }).email).toBe(admin.email);
    expect(fs.existsSync(path.join(server.dataDir, SETUP_LINK_FILE))).toBe(false);

    const again = await post(server.baseUrl, '/userapi/v1/setup/first-admin', { ...admin, token, email: 'second@example.org' });
    expect(again.status).toBe(410);
    expect(await errorText(again)).toBe(SETUP_TEXT.usedLink);
    expect((await post(server.baseUrl, '/userapi/v1/setup/check', { token })).status).toBe(410);
    expect(await signInStatus(server.baseUrl, 'second@example.org', admin.password)).toBe(401);
  });

  it('signs the new administrator in, an organisation administrator with a live licence who has yet to accept the EULA', async () => {
    const session = await signInOverHttp(server.baseUrl, admin.email, admin.password);
    const me = (await (await callOverHttp(session, 'GET', '/userapi/v1/users/who-am-i')).json()) as Record<string, unknown>;
    expect(me).toMatchObject({
      email: admin.email,
      orgAdmin: true,
      enterprisePlusAccess: true,
      insightsAccessAllowed: true,
      licenseSuspended: false,
      eulaVersionConsent: null,
    });
  });
});

describe('a first start on loopback (the default HOST)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startAppServer();
  }, 300_000);
  afterAll(() => server?.stop());

  it('keeps the README demo: the demo admin signs in, the public demo lists its projects, no setup link', async () => {
    expect(await signInStatus(server.baseUrl, 'admin@airscope.test', DEMO_PASSWORD)).toBe(200);
    const demo = await fetch(`${server.baseUrl}/shareapi/demo/projects`);
    expect(demo.status).toBe(200);
    expect(((await demo.json()) as unknown[]).length).toBe(2);
    expect(fs.existsSync(path.join(server.dataDir, SETUP_LINK_FILE))).toBe(false);
    expect(server.logs()).not.toContain('/setup#');
  });
});
