import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../testing/test-app.ts';
import { waitForMail } from '../modules/accounts/outbox-mail.fixture.ts';
import {
  createLicensedUser,
  createOrg,
  createSecureShare,
  FIXTURE_PASSWORD,
  postPublic,
  requestCode,
} from '../modules/sharing/sharing-test.fixture.ts';
import { waitForUpload } from '../testing/upload-flow.ts';
import { ESX_FIXTURES } from '@airscope/test-data';

const TEST_FIXTURE = ESX_FIXTURES.TEST;

// Security bar X5: the log of a reset, an upload, a file download and a share holds none of their secrets.
describe('secrets in the log', () => {
  let t: TestApp;
  let dataDir: string;
  let outbox: string;
  let session: TestSession;
  let email: string;
  const lines: string[] = [];
  const captured = () => lines.join('');

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-log-'));
    outbox = path.join(dataDir, 'outbox');
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    t = await createTestApp('embedded', { env: { DATA_DIR: dataDir }, withJobs: true, logStream });
    const user = await createLicensedUser(t.db, await createOrg(t.db), 'logged');
    email = user.email;
    session = await t.signIn(email, FIXTURE_PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('records requests, but never a reset token, upload token, signed-file token, share key, one-time code or session cookie', async () => {
    const secrets: Record<string, string> = { sessionCookie: session.cookie.split('=')[1]!, csrf: session.csrfToken };

    // A password reset: the link's token reaches the server when the browser opens the page.
    expect((await postPublic(t, '/userapi/v1/users/forgot-password', { email })).statusCode).toBe(202);
    const resetMail = await waitForMail(outbox, (entry) => entry.to === email && /reset/i.test(entry.subject));
    const link = new URL(/(http\S+\/password\?\S+)/.exec(resetMail.text)![1]!);
    secrets.resetToken = link.searchParams.get('access_token')!;
    await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const reset = await postPublic(t, '/userapi/v1/users/reset-password', {
      userId: link.searchParams.get('userId'),
      accessToken: secrets.resetToken,
      password: 'a new passphrase 42',
    });
    expect(reset.statusCode).toBe(204);
    secrets.newPassword = 'a new passphrase 42';
    session = await t.signIn(email, 'a new passphrase 42');

    // An upload: its PUT URL carries a one-time token.
    const initiated = (
      await t.call('POST', '/esxfileapi/v1/projects/upload/initiate', { session, body: { fileName: 'test.esx', fileExtension: 'esx' } })
    ).json();
    secrets.uploadToken = new URL(initiated.url, 'http://x').searchParams.get('token')!;
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: initiated.url,
          headers: { 'content-type': 'application/octet-stream', cookie: session.cookie },
          payload: fs.readFileSync(TEST_FIXTURE),
        })
      ).statusCode,
    ).toBe(200);
    await t.call('POST', '/esxfileapi/v1/projects/upload/commit', { session, body: { fileUploadId: initiated.fileUploadId } });
    const outcome = await waitForUpload(t, session, initiated.fileUploadId);
    expect(outcome.status).toBe('COMMITTED');

    // A file download through a signed URL: the token is a path segment.
    const [plan] = (await t.call('GET', `/projectapi/v1/projects/${outcome.projectId}/floorPlans`, { session })).json();
    const { url } = (
      await t.call('GET', `/projectapi/v1/projects/${outcome.projectId}/imageFiles/${plan.imageId}?redirect=0`, { session })
    ).json();
    secrets.fileToken = /\/files\/([^/?]+)/.exec(url)![1]!;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    // A secure share: its key is a path segment, its one-time code a body field.
    const recipient = `recipient-${crypto.randomUUID().slice(0, 6)}@outside.test`;
    const share = await createSecureShare(t, outbox, session, outcome.projectId!, recipient);
    secrets.shareKey = share.keyId;
    await t.app.inject({ method: 'GET', url: `/secure-project-view/${share.keyId}` });
    secrets.otp = await requestCode(t, outbox, share.keyId, recipient);
    expect((await postPublic(t, '/shareapi/secureProjectView/login', { keyId: share.keyId, code: secrets.otp })).statusCode).toBe(200);

    const log = captured();
    // The log is there and names the requests, with their secrets filtered.
    expect(log).toContain('/esxfileapi/v1/projects/upload/blob/');
    expect(log).toContain('token=[Filtered]');
    expect(log).toContain('/projectapi/v1/files/[Filtered]');
    expect(log).toContain('/shareapi/secureProjectView/[Filtered]/code');
    expect(log).toContain('access_token=[Filtered]');
    for (const [name, secret] of Object.entries(secrets)) expect(log, name).not.toContain(secret);
  });

  // A field named `code` is scrubbed by what its value is: an error code such as sso.refused's stays readable,
  // while the one-time code above (a `code` too) does not reach the log.
  it("shows sso.refused's error code", async () => {
    const unanswered = Buffer.from(
      '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_r1" Version="2.0" IssueInstant="2026-12-02T10:00:00Z"/>',
    ).toString('base64');
    const response = await t.app.inject({
      method: 'POST',
      url: '/saml-consume',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SAMLResponse: unanswered }).toString(),
    });
    expect(response.statusCode).toBe(303);
    const refused = captured()
      .split('\n')
      .filter((line) => line.includes('"sso.refused"'))
      .map((line) => JSON.parse(line) as { code?: unknown });
    expect(refused).toHaveLength(1);
    expect(refused[0]!.code).toBe('unknown-request');
  });
});
