import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3BlobStore } from '../../storage/blobs/s3-blob-store.ts';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { waitForUpload } from '../../testing/upload-flow.ts';
import { ESX_FIXTURES } from '@airscope/test-data';

const TEST_FIXTURE = ESX_FIXTURES.TEST;

describe('the upload pipeline on S3-compatible storage', () => {
  const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-s3-pipeline-'));
  let s3: S3rver;
  let blobs: BlobStore;
  let t: TestApp;
  let session: TestSession;

  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: bucketDir,
      configureBuckets: [{ name: 'airscope', configs: [] }],
    });
    const { address, port } = await s3.run();
    blobs = createS3BlobStore({
      endpoint: `http://${address}:${port}`,
      region: 'us-east-1',
      bucket: 'airscope',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    t = await createTestApp('embedded', { withJobs: true, blobs });
    session = await t.signIn('user@airscope.test');
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    fs.rmSync(bucketDir, { recursive: true, force: true });
  });

  it('hands out a presigned URL, imports what the client PUT there, and serves its image from the bucket', async () => {
    const initiated = (
      await t.call('POST', '/esxfileapi/v1/projects/upload/initiate', { session, body: { fileName: 'test.esx', fileExtension: 'esx' } })
    ).json();
    expect(initiated.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/airscope\/uploads\/.*X-Amz-Signature=/);
    const put = await fetch(initiated.url, { method: 'PUT', body: fs.readFileSync(TEST_FIXTURE) });
    expect(put.status).toBe(200);
    await t.call('POST', '/esxfileapi/v1/projects/upload/commit', { session, body: { fileUploadId: initiated.fileUploadId } });
    const outcome = await waitForUpload(t, session, initiated.fileUploadId);
    expect(outcome.status).toBe('COMMITTED');
    const [plan] = (await t.call('GET', `/projectapi/v1/projects/${outcome.projectId}/floorPlans`, { session })).json();
    const { url } = (
      await t.call('GET', `/projectapi/v1/projects/${outcome.projectId}/imageFiles/${plan.imageId}?redirect=0`, { session })
    ).json();
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await blobs.exists(`uploads/${initiated.fileUploadId}.esx`)).toBe(true);
  });

  it('refuses to commit before anything was PUT to the bucket', async () => {
    const initiated = (
      await t.call('POST', '/esxfileapi/v1/projects/upload/initiate', { session, body: { fileName: 'x.esx', fileExtension: 'esx' } })
    ).json();
    const commit = await t.call('POST', '/esxfileapi/v1/projects/upload/commit', {
      session,
      body: { fileUploadId: initiated.fileUploadId },
    });
    expect(commit.statusCode).toBe(409);
  });
});
