import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const initiate = { fileName: 'plan.esx', fileExtension: 'esx' };

describe('licence state on writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('embedded');
  });
  afterAll(() => t.close());

  it.each(['expired@airscope.test', 'suspended@airscope.test'])('refuses uploads for %s with 403 and a reason', async (email) => {
    const session = await t.signIn(email);
    const response = await t.call('POST', '/esxfileapi/v1/projects/upload/initiate', { session, body: initiate });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorMessageList[0]).toMatchObject({ errorCode: expect.stringMatching(/^LICENSE_/) });
    expect(response.json().message).toMatch(/license/);
  });

  it('still lets an expired user accept the EULA and enter a new licence key', async () => {
    const session = await t.signIn('expired@airscope.test');
    const eula = await t.call('PUT', `/userapi/v1/users/${session.userId}`, { session, body: { eulaVersionConsent: 'v4' } });
    expect(eula.statusCode).toBe(200);
    const unknownKey = await t.call('PUT', `/userapi/v1/users/${session.userId}/license`, { session, body: { licenseKey: 'NEW-KEY' } });
    expect(unknownKey.statusCode).toBe(400);
  });

  it('takes effect on the next request of a live session when a licence lapses', async () => {
    const session = await t.signIn('user@airscope.test');
    expect((await t.call('POST', '/esxfileapi/v1/projects/upload/initiate', { session, body: initiate })).statusCode).toBe(200);
    // A suspension ends the session outright; an invalid licence keeps it and refuses the write.
    await t.db.updateTable('users').set({ license_invalid: true }).where('id', '=', session.userId).execute();
    expect((await t.call('POST', '/esxfileapi/v1/projects/upload/initiate', { session, body: initiate })).statusCode).toBe(403);
  });
});
