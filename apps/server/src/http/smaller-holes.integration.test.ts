import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { DEMO_PASSWORD } from '../seed/demo-users.seed.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { CROSS_SITE_SIGN_IN_TEXT } from '../modules/auth/login-origin.ts';

const LOGIN = '/authapi/v1/authentications';
const form = new URLSearchParams({ username: 'user@airscope.test', password: DEMO_PASSWORD, grant_type: 'password' }).toString();

describe('login CSRF, long addresses and the outbox page', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-holes-'));
    t = await createTestApp('embedded', { env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://airscope.example', DEV_OUTBOX_PAGE: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'airscope.example', ...headers },
      payload: form,
    });

  it.each([
    ['a cross-site form post', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a same-site but other-origin post', { origin: 'https://evil.airscope.example', 'sec-fetch-site': 'same-site' }],
    ['an opaque origin', { origin: 'null' }],
    ['another origin without fetch metadata', { origin: 'https://evil.example' }],
  ])('refuses %s with 403 and sets no session cookie', async (_, headers) => {
    const response = await signIn(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(CROSS_SITE_SIGN_IN_TEXT);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['the app itself', { origin: 'https://airscope.example', 'sec-fetch-site': 'same-origin' }],
    ['a typed-in navigation', { 'sec-fetch-site': 'none' }],
    ['a client that is no browser (no Origin, no fetch metadata)', {}],
  ])('signs in from %s', async (_, headers) => {
    const response = await signIn(headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeDefined();
  });

  it('answers an over-long address with 414, the security headers and no echo of the path', async () => {
    const marker = `${'A'.repeat(700)}MARKER`;
    const response = await t.app.inject({ method: 'GET', url: `/projectapi/v1/files/${marker}` });
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('MARKER');
    expect(response.json().errorMessageList[0].errorCode).toBe('URI_TOO_LONG');
  });

  it('serves the outbox page, when switched on, only to this machine and never through a proxy', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toMatch(/text\/html/);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '10.2.3.4' })).statusCode).toBe(404);
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { [header]: '203.0.113.9' } })).statusCode, header).toBe(
        404,
      );
    }
  });

  it('refuses a configuration that asks for the outbox page with SMTP on', () => {
    expect(() => loadConfig({ DEV_OUTBOX_PAGE: 'true', SMTP_URL: 'smtp://mail.example:25' })).toThrow(/DEV_OUTBOX_PAGE/);
    expect(loadConfig({}).devOutboxPage).toBe(false);
  });
});
