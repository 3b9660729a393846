import { DEVICE_CODE_GRANT_TYPE, DeviceTokenResponseSchema } from '@airscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { hashToken } from '../auth/index.ts';
import { DEVICE_TOKEN_LIFETIME_SECONDS } from './devices.service.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The device grant held to the words of RFC 8628 and RFC 6749, as an independent client reads them. */
describe.each(DATABASE_KINDS)('device authorization grant to the letter of the RFCs (%s)', (kind) => {
  let t: TestApp;
  let owner: TestSession;

  const authorize = async (fields: Record<string, string> = { client_id: 'airscope-agent', device_name: 'RFC client' }) =>
    t.call('POST', '/activationapi/v1/device/device_authorization', { headers: FORM, body: form(fields) });
  const pollWith = (fields: Record<string, string>) =>
    t.call('POST', '/activationapi/v1/device/token', { headers: FORM, body: form(fields) });
  const poll = (deviceCode: string) =>
    pollWith({ grant_type: DEVICE_CODE_GRANT_TYPE, device_code: deviceCode, client_id: 'airscope-agent' });
  const approve = (userCode: string) => t.call('POST', `/activationapi/v1/device/activations/${userCode}/approve`, { session: owner });
  // The token is checked before the body and the project: a working token gets 400 for nonsense, an ended one 401.
  const push = (token: string) =>
    t.call('POST', `/activationapi/v1/device/projects/${crypto.randomUUID()}/surveys`, {
      headers: { authorization: `Bearer ${token}` },
      body: { nonsense: true },
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.signIn('user@airscope.test');
  });
  afterAll(() => t.close());

  // RFC 6749 section 5.2: "invalid_scope: The requested scope is invalid, unknown, or malformed"; RFC 8628 section 3.2
  // answers its errors with the codes of section 5.2.
  it('answers an unknown or malformed scope with invalid_scope, and grants the one it knows', async () => {
    for (const scope of ['projects:delete', 'survey:push admin', 'survey:push  survey:push', 'SURVEY:PUSH']) {
      const refused = await authorize({ client_id: 'airscope-agent', scope });
      expect(refused.statusCode, scope).toBe(400);
      expect(refused.json().error, scope).toBe('invalid_scope');
    }
    const granted = await authorize({ client_id: 'airscope-agent', scope: 'survey:push' });
    expect(granted.statusCode).toBe(200);
  });

  // RFC 8628 section 3.4: "client_id REQUIRED if the client is not authenticating with the authorization server as
  // described in Section 3.2.1. of [RFC6749]." Our devices are public clients, so a request without it is refused
  // (RFC 6749 section 5.2: "invalid_request: The request is missing a required parameter").
  it('refuses a token request without client_id, and one whose device code was issued to another client', async () => {
    const started = (await authorize()).json();
    expect((await approve(started.user_code)).statusCode).toBe(200);
    const anonymous = await pollWith({ grant_type: DEVICE_CODE_GRANT_TYPE, device_code: started.device_code });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toMatchObject({ error: 'invalid_request', error_description: 'client_id is required.' });
    const empty = await pollWith({ grant_type: DEVICE_CODE_GRANT_TYPE, device_code: started.device_code, client_id: '' });
    expect(empty.json().error).toBe('invalid_request');
    // RFC 6749 section 5.2: "invalid_client: Client authentication failed (e.g., unknown client ...)".
    const stranger = await pollWith({ grant_type: DEVICE_CODE_GRANT_TYPE, device_code: started.device_code, client_id: 'someone-else' });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().error).toBe('invalid_client');
    // RFC 6749 section 5.2: "invalid_grant: The provided authorization grant ... was issued to another client."
    const other = await pollWith({ grant_type: DEVICE_CODE_GRANT_TYPE, device_code: started.device_code, client_id: 'ai-pro' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toBe('invalid_grant');
    // None of them spent the code: the device that asked for it still gets its token.
    expect((await poll(started.device_code)).statusCode).toBe(200);
  });

  // RFC 6749 section 5.1: the answer carries access_token, token_type and "expires_in RECOMMENDED. The lifetime in seconds
  // of the access token"; "The authorization server MUST include the HTTP "Cache-Control" response header field
  // [RFC2616] with a value of "no-store" in any response containing tokens ... as well as the "Pragma" response header
  // field [RFC2616] with a value of "no-cache"."
  it('answers the token with token_type, expires_in and scope, not to be cached, and refuses it once its lifetime is over', async () => {
    const started = (await authorize()).json();
    await approve(started.user_code);
    const granted = await poll(started.device_code);
    expect(granted.statusCode).toBe(200);
    expect(granted.headers['cache-control']).toBe('no-store');
    expect(granted.headers.pragma).toBe('no-cache');
    const body = DeviceTokenResponseSchema.strict().parse(granted.json());
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: DEVICE_TOKEN_LIFETIME_SECONDS, scope: 'survey:push' });
    const { id } = await t.db
      .selectFrom('devices')
      .select('id')
      .where('token_hash', '=', hashToken(body.access_token))
      .executeTakeFirstOrThrow();
    const listed = (await t.call('GET', '/activationapi/v1/device/devices', { session: owner })).json();
    const device = listed.find((row: { id: string }) => row.id === id);
    expect(Date.parse(device.expiresAt) - Date.parse(device.activatedAt)).toBe(DEVICE_TOKEN_LIFETIME_SECONDS * 1000);

    expect((await push(body.access_token)).statusCode).toBe(400);
    // The end reached (moved to now rather than the clock 90 days on, which would end every test session too).
    await t.db.updateTable('devices').set({ expires_at: t.clock.now() }).where('id', '=', device.id).execute();
    expect((await push(body.access_token)).statusCode).toBe(401);
    await t.call('DELETE', `/activationapi/v1/device/devices/${device.id}`, { session: owner });
  });

  // RFC 8628 section 3.5 names authorization_pending, slow_down, access_denied and expired_token; RFC 6749 section 5.2
  // allows error_description only "%x20-21 / %x23-5B / %x5D-7E" and the same no-store headers hold for every answer.
  it('keeps error answers to the RFC: no-store and no-cache, and an error_description of the allowed characters', async () => {
    const refused = await authorize({ client_id: 'caf\u00e9 "quoted" \\ client' });
    expect(refused.json().error).toBe('invalid_client');
    expect(refused.json().error_description).toMatch(/^[\x20\x21\x23-\x5b\x5d-\x7e]*$/);
    expect(refused.headers.pragma).toBe('no-cache');
    const pending = await poll((await authorize()).json().device_code);
    expect(pending.json().error).toBe('authorization_pending');
    expect(pending.headers['cache-control']).toBe('no-store');
    expect(pending.headers.pragma).toBe('no-cache');
  });
});
