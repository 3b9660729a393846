import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobNotFoundError, BlobTooLargeError, type BlobStore } from './blob-store.ts';
import { createLocalBlobStore } from './local-blob-store.ts';
import { createS3BlobStore } from './s3-blob-store.ts';

const BUCKET = 'airscope-test';
let s3server: S3rver;
let s3Endpoint = '';
const tempDirs: string[] = [];

beforeAll(async () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-s3rver-'));
  tempDirs.push(directory);
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { address, port } = await s3server.run();
  s3Endpoint = `http://${address}:${port}`;
});

afterAll(async () => {
  await s3server.close();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const adapters: Array<[string, () => BlobStore]> = [
  [
    'local folder',
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-blobs-'));
      tempDirs.push(dir);
      return createLocalBlobStore(dir);
    },
  ],
  [
    'S3-compatible bucket',
    () =>
      createS3BlobStore({
        endpoint: s3Endpoint,
        region: 'us-east-1',
        bucket: BUCKET,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
  ],
];

describe.each(adapters)('blob store on a %s', (_, create) => {
  let store: BlobStore;
  beforeAll(() => {
    store = create();
  });

  it('stores a stream and reads back the same bytes', async () => {
    const key = `t/${crypto.randomUUID()}/a.bin`;
    const { size } = await store.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(size).toBe(11);
    expect(await text(await store.getStream(key))).toBe('hello world');
    expect(await store.exists(key)).toBe(true);
  });

  it('refuses a stream over the limit and keeps nothing of it', async () => {
    const key = `t/${crypto.randomUUID()}/big.bin`;
    const chunks = Array.from({ length: 20 }, () => Buffer.alloc(1024, 7));
    await expect(store.put(key, Readable.from(chunks), { maxBytes: 10_000 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await store.exists(key)).toBe(false);
  });

  it('says it is reachable when it can be read and written', async () => {
    await expect(store.checkReachable()).resolves.toBeUndefined();
  });

  it('reports a missing blob as not found', async () => {
    await expect(store.getStream(`t/${crypto.randomUUID()}`)).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await store.exists(`t/${crypto.randomUUID()}`)).toBe(false);
  });

  it('deletes one blob and a whole prefix', async () => {
    const prefix = `p/${crypto.randomUUID()}/`;
    await store.put(`${prefix}one`, Buffer.from('1'));
    await store.put(`${prefix}sub/two`, Buffer.from('2'));
    await store.put(`${prefix}three`, Buffer.from('3'));
    await store.delete(`${prefix}three`);
    expect(await store.exists(`${prefix}three`)).toBe(false);
    await store.deletePrefix(prefix);
    expect(await store.exists(`${prefix}one`)).toBe(false);
    expect(await store.exists(`${prefix}sub/two`)).toBe(false);
  });

  it('refuses keys that could escape their folder', async () => {
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow(/Unsafe blob key/);
    await expect(store.put('a//b', Buffer.from('x'))).rejects.toThrow(/Unsafe blob key/);
  });
});

describe('direct upload URLs', () => {
  it('are presigned PUT URLs on S3 that accept the bytes', async () => {
    const store = adapters[1]![1]();
    const key = `u/${crypto.randomUUID()}.esx`;
    const url = await store.createDirectUploadUrl(key, 900);
    expect(url).toMatch(/X-Amz-Signature=/);
    const response = await fetch(url!, { method: 'PUT', body: 'zip bytes' });
    expect(response.status).toBe(200);
    expect(await text(await store.getStream(key))).toBe('zip bytes');
  });

  it('are not offered by the local folder, whose uploads the app receives itself', async () => {
    expect(await adapters[0]![1]().createDirectUploadUrl('u/x', 900)).toBeNull();
  });
});
