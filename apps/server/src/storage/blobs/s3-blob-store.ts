import type { Readable } from 'node:stream';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, BlobNotFoundError, type BlobStore } from './blob-store.ts';
import { createByteLimit } from './byte-limit.ts';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

/** Blobs in an S3-compatible bucket; clients upload straight to it with presigned URLs. */
export function createS3BlobStore(settings: S3Settings): BlobStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
  });
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    async put(key, body, options = {}) {
      assertSafeKey(key);
      const limit = createByteLimit(options.maxBytes);
      const passThrough = new PassThrough();
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: passThrough, ContentType: options.contentType ?? 'application/octet-stream' },
      });
      const source: Readable = Buffer.isBuffer(body) ? (await import('node:stream')).Readable.from([body]) : body;
      try {
        await Promise.all([pipeline(source, limit, passThrough), upload.done()]);
      } catch (error) {
        await upload.abort().catch(() => undefined);
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => undefined);
        throw error;
      }
      return { size: limit.bytes() };
    },
    async getStream(key) {
      assertSafeKey(key);
      try {
        const response = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return response.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new BlobNotFoundError(key);
        throw error;
      }
    },
    async checkReachable() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error('A blob prefix must end with /');
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        const keys = (page.Contents ?? []).map((item) => ({ Key: item.Key! }));
        if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async createDirectUploadUrl(key, expiresInSeconds) {
      assertSafeKey(key);
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key }), { expiresIn: expiresInSeconds });
    },
  };
}
