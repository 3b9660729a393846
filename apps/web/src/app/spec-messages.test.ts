import { ERROR_TEXT, userEndpoints } from '@airscope/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClientConfig } from '../lib/api/api-client-config.ts';
import { callEndpoint } from '../lib/api/call-endpoint.ts';
import { signIn } from '../lib/session/sign-in.ts';
import {
  fetchCurrentUser,
  fetchLicenseStatus,
  fetchMySharingGroup,
  updateCurrentUser,
  updateCurrentUserLicense,
} from '../lib/session/session-requests.ts';
import { endSession, establishSession } from '../lib/session/session-store.ts';
import { mockFetch, type MockAnswer } from '../testing/fetch-mock.ts';
import { makeLicence, makeUser } from '../testing/session.fixture.ts';
import { parseFloorPlanRowId } from './guards/floor-plan-row-id.guard.ts';

const LOGIN = 'POST /authapi/v1/authentications';
const FAILS: MockAnswer = { status: 500, body: {} };
const licenceOf = (userId: string) => ({ params: { userId } });

/** Runs a trigger and answers the text it failed with (or that it did not fail). */
async function messageOf(trigger: () => unknown): Promise<string> {
  try {
    await trigger();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return '(no error)';
}

// Each text of the error catalogue, triggered where the catalogue says it appears.
const CATALOGUE: readonly [string, Record<string, MockAnswer | Error>, () => unknown][] = [
  [
    ERROR_TEXT.unexpected,
    { 'GET /userapi/v1/users/u-1/licenseStatus': FAILS },
    () => callEndpoint(userEndpoints.getLicenseStatus, licenceOf('u-1')),
  ],
  [
    'A, B',
    {
      'GET /userapi/v1/users/u-1/licenseStatus': {
        status: 500,
        body: { errorMessageList: [{ errorDescription: 'A' }, { errorDescription: 'B' }] },
      },
    },
    () => callEndpoint(userEndpoints.getLicenseStatus, licenceOf('u-1')),
  ],
  [
    ERROR_TEXT.invalidJson,
    { 'GET /userapi/v1/users/u-1/licenseStatus': { status: 200, text: '{not json' } },
    () => callEndpoint(userEndpoints.getLicenseStatus, licenceOf('u-1')),
  ],
  [
    ERROR_TEXT.networkError,
    { 'GET /userapi/v1/users/u-1/licenseStatus': new TypeError('Failed to fetch') },
    () => callEndpoint(userEndpoints.getLicenseStatus, licenceOf('u-1')),
  ],
  [ERROR_TEXT.invalidFloorPlanRowId, {}, () => parseFloorPlanRowId('ground')],
  [
    ERROR_TEXT.loginFailed,
    { [LOGIN]: { status: 401, body: { message: 'bad credentials' } } },
    () => signIn({ email: 'a@example.com', password: 'wrong-password' }),
  ],
  [
    ERROR_TEXT.loginLocked,
    { [LOGIN]: { status: 423, body: { message: 'locked' } } },
    () => signIn({ email: 'a@example.com', password: 'wrong-password' }),
  ],
  [
    ERROR_TEXT.noCsrfToken,
    { [LOGIN]: { status: 200, body: { userId: 'u-1' } } },
    () => signIn({ email: 'a@example.com', password: 'right-password' }),
  ],
  [ERROR_TEXT.currentUserFailed, { 'GET /userapi/v1/users/who-am-i': FAILS }, () => fetchCurrentUser()],
  [ERROR_TEXT.licenseStatusFailed, { 'GET /userapi/v1/users/u-1/licenseStatus': FAILS }, () => fetchLicenseStatus('u-1')],
  [ERROR_TEXT.userGroupsFailed, { 'GET /userapi/v1/userGroups': FAILS }, () => fetchMySharingGroup()],
  [ERROR_TEXT.updateUserFailed, { 'PUT /userapi/v1/users/user-1': FAILS }, () => updateCurrentUser({ firstName: 'Ada' })],
  [ERROR_TEXT.userLicenseFailed, { 'PUT /userapi/v1/users/user-1/license': FAILS }, () => updateCurrentUserLicense('KEY-2')],
];

beforeEach(() => {
  configureApiClient({ onUnauthorized: () => undefined, reportError: () => undefined });
  establishSession(makeUser(), makeLicence());
});
afterEach(() => {
  endSession();
  resetApiClientConfig();
  vi.unstubAllGlobals();
});

describe('the error catalogue, text by text', () => {
  it.each(CATALOGUE)('"%s"', async (text, routes, trigger) => {
    mockFetch(routes);
    expect(await messageOf(trigger)).toBe(text);
  });

  it('"User ID not found in session." when no user is stored', async () => {
    endSession();
    mockFetch({});
    expect(await messageOf(() => updateCurrentUser({ firstName: 'Ada' }))).toBe(ERROR_TEXT.userIdNotInSession);
  });

  it('"Object Not Found Matching Id" yields a null result instead of an error', async () => {
    mockFetch({ 'GET /userapi/v1/users/u-1/licenseStatus': { status: 404, body: { message: ERROR_TEXT.notFound } } });
    await expect(callEndpoint(userEndpoints.getLicenseStatus, licenceOf('u-1'))).resolves.toBeNull();
  });
});
