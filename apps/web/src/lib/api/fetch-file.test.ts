import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TEXT, projectEndpoints, reportEndpoints } from '@airscope/contracts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { fetchProjectThumbnail } from '../../features/projects/api/fetch-project-thumbnail.request.ts';
import { configureApiClient, resetApiClientConfig } from './api-client-config.ts';
import { downloadFile, fetchFile } from './fetch-file.ts';

const onUnauthorized = vi.fn();
const reportError = vi.fn();
const json = { 'Content-Type': 'application/json' };
const THUMBNAIL = '/projectapi/v1/projects/p1/thumbnail.png';
const BOM = '/reportapi/v1/projects/p1/bill-of-materials';

beforeEach(() => configureApiClient({ onUnauthorized, reportError }));
afterEach(() => {
  resetApiClientConfig();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('file calls', () => {
  it('returns the bytes and headers, asking for any type', async () => {
    const { calls } = mockFetch({ [`GET ${THUMBNAIL}`]: { text: 'PNG', headers: { 'Content-Type': 'image/png' } } });
    const file = await fetchFile(projectEndpoints.getThumbnail, { params: { projectId: 'p1' } });
    expect(await file.blob.text()).toBe('PNG');
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(calls[0]!.headers.get('Accept')).toBe('*/*');
  });

  it('gives null for a project without the file, without reporting it', async () => {
    mockFetch({ [`GET ${THUMBNAIL}`]: { status: 404, body: { message: ERROR_TEXT.notFound }, headers: json } });
    expect(await fetchProjectThumbnail('p1')).toBeNull();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('saves a bill of materials under the server name, and reports a refused one in the server words', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:bom');
    URL.revokeObjectURL = vi.fn();
    mockFetch({ [`GET ${BOM}`]: { text: 'a,b', headers: { 'Content-Disposition': `attachment; filename*=UTF-8''St%C3%BCckliste.csv` } } });
    expect(
      await downloadFile(
        reportEndpoints.downloadBillOfMaterials,
        { params: { projectId: 'p1' }, query: { format: 'csv' } },
        'bill-of-materials.csv',
      ),
    ).toBe('Stückliste.csv');
    expect(clicked).toEqual(['Stückliste.csv']);
    mockFetch({ [`GET ${BOM}`]: { status: 500, body: { message: 'Renderer down' }, headers: json } });
    await expect(downloadFile(reportEndpoints.downloadBillOfMaterials, { params: { projectId: 'p1' } }, 'x.csv')).rejects.toThrow(
      'Renderer down',
    );
    expect(reportError).toHaveBeenCalledTimes(1);
  });
});
