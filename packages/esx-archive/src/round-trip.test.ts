import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { summarizeEsx } from '@airscope/esx';
import { EsxErrorCode, readEsx, writeEsx } from './index.ts';
import { comparableModel } from './test-support/comparable-model.ts';
import { FIXTURES } from './test-support/fixtures.ts';
import { makeTempDir, readAllEntries } from './test-support/zip-archives.ts';

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeEach(async () => {
  temp = await makeTempDir();
});
afterEach(async () => {
  await temp.cleanup();
});

describe('writing an .esx back', () => {
  it.each(Object.entries(FIXTURES))('gives an equal model when %s is imported, exported and imported again', async (_name, fixture) => {
    const first = await readEsx(fixture);
    await writeEsx(first, temp.file('out.esx'));
    const second = await readEsx(temp.file('out.esx'));
    expect(comparableModel(second)).toEqual(comparableModel(first));
    expect(summarizeEsx(second)).toEqual(summarizeEsx(first));
  });

  it('keeps every byte of every image of an unchanged import', async () => {
    const original = await readAllEntries(FIXTURES.F1);
    await writeEsx(await readEsx(FIXTURES.F1), temp.file('out.esx'));
    const written = await readAllEntries(temp.file('out.esx'));
    const images = original.filter((entry) => entry.name.startsWith('image-'));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      const copy = written.find((entry) => entry.name === image.name);
      expect(sha256(copy!.data)).toBe(sha256(image.data));
    }
  });

  it('writes the version entry and one file per non-empty collection, as Ekahau does', async () => {
    await writeEsx(await readEsx(FIXTURES.F1), temp.file('out.esx'));
    const names = (await readAllEntries(temp.file('out.esx'))).map((entry) => entry.name).sort();
    const originalNames = (await readAllEntries(FIXTURES.F1)).map((entry) => entry.name).sort();
    expect(names).toEqual(originalNames);
    const version = (await readAllEntries(temp.file('out.esx'))).find((entry) => entry.name === 'version');
    expect(version?.data.toString()).toBe('2.0');
  });

  it('streams to a Writable and produces the same archive as to a path', async () => {
    const project = await readEsx(FIXTURES.TEST);
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeEsx(project, sink);
    await writeEsx(project, temp.file('out.esx'));
    const { readFile } = await import('node:fs/promises');
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(await readFile(temp.file('out.esx'))));
  });

  it('refuses to write into a missing folder with a typed error and leaves no temporary file', async () => {
    const project = await readEsx(FIXTURES.TEST);
    await expect(writeEsx(project, temp.file('missing/out.esx'))).rejects.toMatchObject({ code: EsxErrorCode.WRITE_FAILED });
    expect(await readdir(temp.dir)).toEqual([]);
  });

  it('refuses to export a model whose ids cannot name archive entries', async () => {
    const project = await readEsx(FIXTURES.TEST);
    project.imageFiles[0]!.imageId = '../../etc/passwd';
    await expect(writeEsx(project, temp.file('out.esx'))).rejects.toMatchObject({ code: EsxErrorCode.WRITE_INVALID_MODEL });
    expect(await readdir(temp.dir)).toEqual([]);
  });
});
