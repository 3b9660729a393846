import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TEXT } from '@airscope/contracts';
import { mockFetch } from '../../../testing/fetch-mock.ts';
import { configureApiClient, resetApiClientConfig } from '../../../lib/api/api-client-config.ts';
import { downloadProject } from './download-project.mutation.ts';

const onUnauthorized = vi.fn();
const reportError = vi.fn();
const URL_OF = '/projectapi/v1/projects/p1/download';
const project = { projectId: 'p1', name: 'Head office' };
const json = { 'Content-Type': 'application/json' };

beforeEach(() => configureApiClient({ onUnauthorized, reportError }));
afterEach(() => {
  resetApiClientConfig();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('manage project download errors (docs/product.md §8)', () => {
  it('reads the JSON error body of the file call, and reports a server failure', async () => {
    mockFetch({
      [`GET ${URL_OF}`]: {
        status: 500,
        body: { errorMessageList: [{ errorDescription: 'Disk on fire' }, { errorDescription: 'try later' }] },
        headers: json,
      },
    });
    await expect(downloadProject(project)).rejects.toThrow('Disk on fire, try later');
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('says "Received invalid JSON" for a broken JSON error body', async () => {
    mockFetch({ [`GET ${URL_OF}`]: { status: 502, text: '{oops', headers: json } });
    await expect(downloadProject(project)).rejects.toThrow(ERROR_TEXT.invalidJson);
  });

  it('passes 401 and 403 on unreported, and a 401 leaves for root', async () => {
    mockFetch({ [`GET ${URL_OF}`]: { status: 403, body: { message: ERROR_TEXT.forbidden }, headers: json } });
    await expect(downloadProject(project)).rejects.toThrow(ERROR_TEXT.forbidden);
    mockFetch({ [`GET ${URL_OF}`]: { status: 401, body: { message: ERROR_TEXT.authenticationRequired }, headers: json } });
    await expect(downloadProject(project)).rejects.toThrow(ERROR_TEXT.authenticationRequired);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('does not report the not-found text, and reports a network failure', async () => {
    mockFetch({ [`GET ${URL_OF}`]: { status: 404, body: { message: ERROR_TEXT.notFound }, headers: json } });
    await expect(downloadProject(project)).rejects.toThrow();
    expect(reportError).not.toHaveBeenCalled();
    mockFetch({ [`GET ${URL_OF}`]: new TypeError('Failed to fetch') });
    await expect(downloadProject(project)).rejects.toThrow(ERROR_TEXT.networkError);
    expect(reportError).toHaveBeenCalledTimes(1);
  });
});
