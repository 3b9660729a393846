import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { makeLicence, makeUser } from '../../testing/session.fixture.ts';
import { configureApiClient, resetApiClientConfig } from '../api/api-client-config.ts';
import { getSessionState, endSession } from './session-store.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';
import { startSession } from './start-session.ts';
import { updateCurrentUser, updateCurrentUserLicense, fetchMySharingGroup } from './session-requests.ts';

const WHO_AM_I = 'GET /userapi/v1/users/who-am-i';
const LICENCE = 'GET /userapi/v1/users/user-1/licenseStatus';
const LOGIN = 'POST /authapi/v1/authentications';
const onUnauthorized = vi.fn();

function stored() {
  return { token: window.localStorage.getItem('sessionCSRFToken'), user: window.localStorage.getItem('sessionUser') };
}

beforeEach(() => configureApiClient({ onUnauthorized, reportError: () => undefined }));
afterEach(() => {
  endSession();
  resetApiClientConfig();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('startSession (docs/product.md §4 startup)', () => {
  it('starts unauthenticated without a CSRF cookie, without calling the server', async () => {
    window.localStorage.setItem('sessionUser', JSON.stringify(makeUser()));
    const { calls } = mockFetch({});
    await expect(startSession()).resolves.toEqual({ user: null, licence: null });
    expect(calls).toHaveLength(0);
    expect(stored()).toEqual({ token: null, user: null });
  });

  it('stores the user and licence when who-am-i and the licence lookup succeed', async () => {
    document.cookie = 'airscope_csrf=csrf-1; Path=/';
    const { calls } = mockFetch({ [WHO_AM_I]: { body: makeUser() }, [LICENCE]: { body: makeLicence() } });
    await expect(startSession()).resolves.toEqual({ user: makeUser(), licence: makeLicence() });
    expect(calls[0]?.headers.get('csrfToken')).toBe('csrf-1');
    expect(stored()).toEqual({ token: 'csrf-1', user: JSON.stringify(makeUser()) });
  });

  it('clears the session when who-am-i fails, without bouncing the browser', async () => {
    document.cookie = 'airscope_csrf=stale; Path=/';
    mockFetch({ [WHO_AM_I]: { status: 401, body: { message: 'Authentication required' } } });
    await expect(startSession()).resolves.toEqual({ user: null, licence: null });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(stored()).toEqual({ token: null, user: null });
    expect(document.cookie).not.toContain('airscope_csrf=stale');
  });

  it('clears the session when the licence lookup fails', async () => {
    document.cookie = 'airscope_csrf=csrf-1; Path=/';
    mockFetch({ [WHO_AM_I]: { body: makeUser() }, [LICENCE]: { status: 500, body: {} } });
    await expect(startSession()).resolves.toEqual({ user: null, licence: null });
    expect(stored().user).toBeNull();
  });

  it('skips the licence lookup for a GUEST holding a secure project view key', async () => {
    document.cookie = 'airscope_csrf=csrf-1; Path=/';
    window.localStorage.setItem('secureProjectViewKey', 'share-key');
    const guest = makeUser({ role: 'GUEST' });
    const { calls } = mockFetch({ [WHO_AM_I]: { body: guest } });
    await expect(startSession()).resolves.toEqual({ user: guest, licence: null });
    expect(calls.map((call) => call.url)).toEqual(['/userapi/v1/users/who-am-i']);
  });

  it('still looks the licence up for a GUEST without a key', async () => {
    document.cookie = 'airscope_csrf=csrf-1; Path=/';
    const guest = makeUser({ role: 'GUEST' });
    mockFetch({ [WHO_AM_I]: { body: guest }, [LICENCE]: { status: 404, body: {} } });
    await expect(startSession()).resolves.toEqual({ user: null, licence: null });
  });
});

describe('signIn (docs/product.md §4 login flow)', () => {
  const credentials = { email: 'ada@example.com', password: 'secret' };

  it('posts the credentials, keeps the CSRF token from the header and stores the user', async () => {
    window.localStorage.setItem('sessionCSRFToken', 'old-token');
    const { calls } = mockFetch({
      [LOGIN]: { body: { userId: 'user-1' }, headers: { csrftoken: 'new-token' } },
      [WHO_AM_I]: { body: makeUser() },
      [LICENCE]: { body: makeLicence() },
    });
    await expect(signIn(credentials)).resolves.toEqual(makeUser());
    expect(calls[0]?.headers.has('csrfToken')).toBe(false);
    expect(calls[0]?.body).toBe('username=ada%40example.com&password=secret&grant_type=password&client_id=airscope-web');
    expect(calls[1]?.headers.get('csrfToken')).toBe('new-token');
    expect(stored()).toEqual({ token: 'new-token', user: JSON.stringify(makeUser()) });
    expect(getSessionState()).toEqual({ user: makeUser(), licence: makeLicence() });
  });

  it('gives "Login failed" on a 401', async () => {
    mockFetch({ [LOGIN]: { status: 401, body: { errorMessageList: [{ errorDescription: 'Login failed' }] } } });
    await expect(signIn(credentials)).rejects.toThrow('Login failed');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives the lockout text on a 423', async () => {
    mockFetch({ [LOGIN]: { status: 423, body: { message: 'locked' } } });
    await expect(signIn(credentials)).rejects.toThrow('Invalid login attempt exceeded, please wait for 30 minutes and try again.');
  });

  it('gives "Login failed" for any other failure, network errors included', async () => {
    mockFetch({ [LOGIN]: new TypeError('offline') });
    await expect(signIn(credentials)).rejects.toThrow('Login failed');
    mockFetch({ [LOGIN]: { status: 500, body: {} } });
    await expect(signIn(credentials)).rejects.toThrow('Login failed');
  });

  it('gives "no CSRF token in response" when the header is missing', async () => {
    mockFetch({ [LOGIN]: { body: { userId: 'user-1' } } });
    await expect(signIn(credentials)).rejects.toThrow('no CSRF token in response');
    expect(stored().user).toBeNull();
  });

  it('clears the session when the user fetch fails', async () => {
    mockFetch({ [LOGIN]: { body: { userId: 'user-1' }, headers: { csrftoken: 't' } }, [WHO_AM_I]: { status: 500, body: {} } });
    await expect(signIn(credentials)).rejects.toThrow('Failed to retrieve current user.');
    expect(stored()).toEqual({ token: null, user: null });
    expect(getSessionState().user).toBeNull();
  });
});

describe('signOut (docs/product.md §4 logout)', () => {
  it('deletes the server session with the client_id header and clears token and user', async () => {
    window.localStorage.setItem('sessionCSRFToken', 't');
    window.localStorage.setItem('sessionUser', JSON.stringify(makeUser()));
    const { calls } = mockFetch({ 'DELETE /authapi/v1/authentications': { status: 204 } });
    await signOut();
    expect(calls[0]?.headers.get('client_id')).toBe('airscope-web');
    expect(stored()).toEqual({ token: null, user: null });
  });

  it('clears the local session even when the server call fails', async () => {
    window.localStorage.setItem('sessionUser', JSON.stringify(makeUser()));
    mockFetch({ 'DELETE /authapi/v1/authentications': { status: 401, body: {} } });
    await signOut();
    expect(stored().user).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('store requests (docs/product.md §8 messages)', () => {
  it('throws "User ID not found in session." when no user is stored', async () => {
    const { calls } = mockFetch({});
    await expect(updateCurrentUser({ eulaVersionConsent: 'v4' })).rejects.toThrow('User ID not found in session.');
    await expect(updateCurrentUserLicense('K')).rejects.toThrow('User ID not found in session.');
    expect(calls).toHaveLength(0);
  });

  it('records EULA consent with a partial PUT and stores the answer', async () => {
    window.localStorage.setItem('sessionUser', JSON.stringify(makeUser({ eulaVersionConsent: null })));
    const { calls } = mockFetch({ 'PUT /userapi/v1/users/user-1': { body: makeUser() } });
    await expect(updateCurrentUser({ eulaVersionConsent: 'v4' })).resolves.toEqual(makeUser());
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ eulaVersionConsent: 'v4' });
    expect(getSessionState().user?.eulaVersionConsent).toBe('v4');
  });

  it('says "Could not update user" when the PUT fails', async () => {
    window.localStorage.setItem('sessionUser', JSON.stringify(makeUser()));
    mockFetch({ 'PUT /userapi/v1/users/user-1': { status: 500, body: {} } });
    await expect(updateCurrentUser({ firstName: 'A' })).rejects.toThrow('Could not update user');
  });

  it('says "Failed to retrieve user license" when the licence change fails', async () => {
    window.localStorage.setItem('sessionUser', JSON.stringify(makeUser()));
    mockFetch({ 'PUT /userapi/v1/users/user-1/license': { status: 400, body: { message: 'Unknown key' } } });
    await expect(updateCurrentUserLicense('BAD')).rejects.toThrow('Failed to retrieve user license');
  });

  it('finds "My Sharing Group" or says "Error fetching user groups"', async () => {
    const group = { groupId: 'g1', groupName: 'My Sharing Group', members: [] };
    mockFetch({ 'GET /userapi/v1/userGroups': { body: [group] } });
    await expect(fetchMySharingGroup()).resolves.toEqual(group);
    mockFetch({ 'GET /userapi/v1/userGroups': { status: 500, body: {} } });
    await expect(fetchMySharingGroup()).rejects.toThrow('Error fetching user groups');
  });
});
