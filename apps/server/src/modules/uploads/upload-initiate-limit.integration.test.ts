import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';

const INITIATE = '/esxfileapi/v1/projects/upload/initiate';

describe('upload initiation limit per user and hour (docs/security.md X2)', () => {
  let t: TestApp;
  let user: TestSession;
  let admin: TestSession;

  beforeAll(async () => {
    t = await createTestApp('embedded', { env: { UPLOAD_INITIATES_PER_HOUR: '3' } });
    user = await t.signIn('user@airscope.test');
    admin = await t.signIn('admin@airscope.test');
  });
  afterAll(() => t?.close());

  const initiate = (session: TestSession) => t.call('POST', INITIATE, { session, body: { fileName: 'burst.esx', fileExtension: 'esx' } });

  it('answers 429 with Retry-After once a user has started the hour’s uploads, and only for that user', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await initiate(user)).statusCode);
    expect(codes).toEqual([200, 200, 200]);
    const refused = await initiate(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json<{ message: string }>().message).toBe('Too many uploads started in the last hour. Try again later.');
    // Another user's uploads are counted apart.
    expect((await initiate(admin)).statusCode).toBe(200);
  });

  it('lets the user start uploads again an hour later', async () => {
    t.clock.advance(3_600_001);
    // The session went idle meanwhile; the limit is what is tested, so sign in afresh.
    user = await t.signIn('user@airscope.test');
    expect((await initiate(user)).statusCode).toBe(200);
  });
});
