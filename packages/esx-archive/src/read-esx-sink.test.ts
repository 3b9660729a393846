import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { EsxArchiveFile } from '@airscope/esx';
import { readEsx, writeEsx } from './index.ts';
import { FIXTURES } from './test-support/fixtures.ts';

describe('handing binary entries to a sink while reading', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('passes every image, track and other file byte for byte and keeps none of them in the model', async () => {
    const base = await readEsx(FIXTURES.F1);
    base.trackFiles.push({ binaryFileId: 'track-a', bytes: Buffer.from([1, 2, 3, 4]) });
    base.otherFiles.push({ name: 'extra/notes.bin', bytes: Buffer.from('kept as is') });
    const dir = await mkdtemp(path.join(tmpdir(), 'esx-sink-'));
    dirs.push(dir);
    const file = path.join(dir, 'with-files.esx');
    await writeEsx(base, file);

    const received: EsxArchiveFile[] = [];
    const project = await readEsx(file, undefined, { onFile: async (entry) => void received.push(entry) });
    const plain = await readEsx(file);

    expect(project.imageFiles).toEqual([]);
    expect(project.trackFiles).toEqual([]);
    expect(project.otherFiles).toEqual([]);
    expect(received.filter((entry) => entry.kind === 'image')).toEqual(plain.imageFiles.map((image) => ({ kind: 'image', ...image })));
    expect(received.filter((entry) => entry.kind === 'track')).toEqual(plain.trackFiles.map((track) => ({ kind: 'track', ...track })));
    expect(received.filter((entry) => entry.kind === 'other')).toEqual(plain.otherFiles.map((other) => ({ kind: 'other', ...other })));
    // Reference and image checks still see the files the sink took.
    expect(project.warnings).toEqual(plain.warnings);
    expect(project.collections).toEqual(plain.collections);
  });

  it('ends the read with the sink’s own error', async () => {
    const failing = readEsx(FIXTURES.F1, undefined, { onFile: () => Promise.reject(new Error('disk full')) });
    await expect(failing).rejects.toThrow('disk full');
  });
});
