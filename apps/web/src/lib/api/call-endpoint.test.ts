import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authEndpoints,
  decodeCompactHeatmap,
  encodeCompactHeatmap,
  ERROR_TEXT,
  getPageConfig,
  HEATMAP_COMPACT_TYPE,
  heatmapEndpoints,
  userEndpoints,
} from '@airscope/contracts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { makeLicence } from '../../testing/session.fixture.ts';
import { configureApiClient, resetApiClientConfig } from './api-client-config.ts';
import { callEndpoint, sendRequest } from './call-endpoint.ts';
import { shouldReportError } from './should-report-error.ts';

const onUnauthorized = vi.fn();
const reportError = vi.fn();
const licencePath = '/userapi/v1/users/u%2F1/licenseStatus';

beforeEach(() => configureApiClient({ onUnauthorized, reportError }));
afterEach(() => {
  resetApiClientConfig();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('callEndpoint requests', () => {
  it('builds the path with encoded params, sends cookies and the stored CSRF token', async () => {
    window.localStorage.setItem('sessionCSRFToken', 'tok-1');
    const { calls } = mockFetch({ [`GET ${licencePath}`]: { body: makeLicence() } });
    await expect(callEndpoint(userEndpoints.getLicenseStatus, { params: { userId: 'u/1' } })).resolves.toEqual(makeLicence());
    expect(calls[0]).toMatchObject({ url: licencePath, method: 'GET', credentials: 'include' });
    expect(calls[0]?.headers.get('csrfToken')).toBe('tok-1');
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('sends JSON bodies with a JSON content type and query parameters', async () => {
    const { calls } = mockFetch({ 'GET /userapi/v1/userGroups': { body: [] } });
    await callEndpoint(userEndpoints.getUserGroups, { query: { groupName: 'My Sharing Group' } });
    expect(calls[0]?.url).toBe('/userapi/v1/userGroups?groupName=My+Sharing+Group');
    mockFetch({ 'PUT /userapi/v1/users/u1/license': { body: makeLicence() } });
    await callEndpoint(userEndpoints.updateUserLicense, { params: { userId: 'u1' }, body: { licenseKey: 'K' } });
  });

  it('form-encodes form bodies', async () => {
    const { calls } = mockFetch({ 'POST /authapi/v1/authentications': { body: { userId: 'u1' } } });
    const body = { username: 'a@b.c', password: 'p w', grant_type: 'password' } as const;
    await callEndpoint(authEndpoints.login, { body });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(calls[0]?.body).toBe('username=a%40b.c&password=p+w&grant_type=password');
  });
});

describe('callEndpoint errors (docs/product.md §8)', () => {
  it('builds the message from errorMessageList', async () => {
    mockFetch({
      [`GET ${licencePath}`]: { status: 500, body: { errorMessageList: [{ errorDescription: 'A' }, { errorDescription: 'B' }] } },
    });
    await expect(callEndpoint(userEndpoints.getLicenseStatus, { params: { userId: 'u/1' } })).rejects.toMatchObject({
      message: 'A, B',
      status: 500,
    });
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('passes a cancelled request on as the abort, without reporting it as a network error', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        controller.abort();
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    await expect(
      callEndpoint(userEndpoints.getLicenseStatus, { params: { userId: 'u/1' }, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('still reports a network failure of a request nobody cancelled', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(callEndpoint(userEndpoints.getLicenseStatus, { params: { userId: 'u/1' } })).rejects.toMatchObject({
      message: 'Network error or request aborted',
    });
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('yields null for "Object Not Found Matching Id" without reporting', async () => {
    mockFetch({ [`GET ${licencePath}`]: { status: 404, body: { message: 'Object Not Found Matching Id' } } });
    await expect(callEndpoint(userEndpoints.getLicenseStatus, { params: { userId: 'u/1' } })).resolves.toBeNull();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('clears the user and goes to root on a 401 from a session endpoint, and passes the error on', async () => {
    mockFetch({ 'GET /userapi/v1/users/who-am-i': { status: 401, body: { message: 'Authentication required' } } });
    await expect(callEndpoint(userEndpoints.whoAmI)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('does not leave the page on a 401 from the public login endpoint or when told not to', async () => {
    mockFetch({
      'POST /authapi/v1/authentications': { status: 401, body: { errorMessageList: [{ errorDescription: 'Login failed' }] } },
      'GET /userapi/v1/users/who-am-i': { status: 401, body: {} },
    });
    const body = { username: 'a', password: 'b', grant_type: 'password' } as const;
    await expect(callEndpoint(authEndpoints.login, { body })).rejects.toThrow('Login failed');
    await expect(callEndpoint(userEndpoints.whoAmI, { redirectOnUnauthorized: false })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('passes a 403 on without reporting it', async () => {
    mockFetch({ 'GET /userapi/v1/org-preferences': { status: 403, body: { message: 'Invalid CSRF token' } } });
    await expect(callEndpoint(userEndpoints.getOrgPreferences)).rejects.toMatchObject({ status: 403, message: 'Invalid CSRF token' });
    expect(reportError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives "Network error or request aborted" when the request never gets an answer', async () => {
    mockFetch({ 'GET /api/page-config': new TypeError('Failed to fetch') });
    await expect(callEndpoint(getPageConfig)).rejects.toMatchObject({ message: 'Network error or request aborted', status: 0 });
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('gives "Received invalid JSON" for unreadable JSON and for answers off the contract', async () => {
    mockFetch({ 'GET /api/page-config': { text: '{"featureFlags": ' } });
    await expect(callEndpoint(getPageConfig)).rejects.toThrow('Received invalid JSON');
    mockFetch({ 'GET /api/page-config': { body: { featureFlags: 'nope' } } });
    await expect(callEndpoint(getPageConfig)).rejects.toThrow('Received invalid JSON');
  });

  it('uses the default text when the error body has no message', async () => {
    mockFetch({ 'GET /api/page-config': { status: 502, text: '' } });
    await expect(callEndpoint(getPageConfig)).rejects.toThrow('An unexpected error occurred.');
  });

  it('returns response headers and null for an empty answer', async () => {
    mockFetch({ 'DELETE /authapi/v1/authentications': { status: 204, headers: { 'x-request-id': 'r1' } } });
    const result = await sendRequest(authEndpoints.logout, { headers: { client_id: 'airscope-web' } });
    expect(result).toMatchObject({ status: 204, data: null });
    expect(result.headers.get('x-request-id')).toBe('r1');
  });
});

describe('shouldReportError', () => {
  it.each([
    ['GET', 401, 'x', false],
    ['PUT', 403, 'x', false],
    ['GET', 404, 'x', false],
    ['POST', 400, 'x', false],
    ['PUT', 404, 'x', true],
    ['GET', 500, 'x', true],
    ['GET', 500, 'Object Not Found Matching Id', false],
    ['GET', 0, 'x', true],
  ] as const)('%s %i %j → %s', (method, status, message, expected) => {
    expect(shouldReportError(method, status, message)).toBe(expected);
  });
});

describe('callEndpoint binary answers (the compact heatmap)', () => {
  const url = '/heatmapapi/v1/projects/p-7/floor-plans/12/heatmap';
  const heatmap = {
    binType: 'dBm' as const,
    bins: [{ from: -67, to: null, color: '#00ff00', share: 1 }],
    vertices: { originX: 0, originY: 0, cellSize: 1, cols: 3, rows: 1, values: [-40.5, null, -71.2] },
    areas: [],
    contours: [
      {
        threshold: -67,
        rings: [
          [
            [0.5, 0.5],
            [1.5, 0.5],
            [1, 1.2],
          ] as [number, number][],
        ],
      },
    ],
  };
  const call = () =>
    callEndpoint(heatmapEndpoints.computeHeatmap, {
      params: { projectId: 'p-7', floorId: '12' },
      body: { type: 'sig-strength' },
      binary: { type: HEATMAP_COMPACT_TYPE, decode: decodeCompactHeatmap },
    });

  it('asks for the binary form first and decodes it into the contract shape', async () => {
    const { calls } = mockFetch({
      [`POST ${url}`]: { bytes: encodeCompactHeatmap(heatmap), headers: { 'content-type': HEATMAP_COMPACT_TYPE } },
    });
    await expect(call()).resolves.toEqual(heatmap);
    expect(calls[0]?.headers.get('Accept')).toBe(`${HEATMAP_COMPACT_TYPE}, application/json;q=0.5`);
  });

  it('reads a JSON answer as usual, and refuses unreadable bytes with the unreadable-answer message', async () => {
    mockFetch({ [`POST ${url}`]: { body: heatmap, headers: { 'content-type': 'application/json' } } });
    await expect(call()).resolves.toEqual(heatmap);
    mockFetch({ [`POST ${url}`]: { bytes: new Uint8Array([1, 2, 3]), headers: { 'content-type': HEATMAP_COMPACT_TYPE } } });
    await expect(call()).rejects.toMatchObject({ message: ERROR_TEXT.invalidJson, status: 200 });
  });
});
