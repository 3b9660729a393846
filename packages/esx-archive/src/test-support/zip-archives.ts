import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';
import yazl from 'yazl';

/** One entry of a test archive. */
export interface ArchiveEntry {
  name: string;
  data: Buffer;
}

/** Reads every entry of a ZIP with plain yauzl, independently of the code under test. */
export async function readAllEntries(filePath: string): Promise<ArchiveEntry[]> {
  const zipfile = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false });
  const entries: ArchiveEntry[] = [];
  for await (const entry of zipfile.eachEntry()) {
    const stream = await zipfile.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    entries.push({ name: entry.fileName, data: Buffer.concat(chunks) });
  }
  zipfile.close();
  return entries;
}

/** Writes a well-formed ZIP with yazl. */
export async function writeArchive(filePath: string, entries: readonly ArchiveEntry[]): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(entry.data, entry.name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  await writeFile(filePath, Buffer.concat(chunks));
}

export function jsonEntry(name: string, value: unknown): ArchiveEntry {
  return { name, data: Buffer.from(JSON.stringify(value, null, 2)) };
}

/** A fresh temporary folder per test, removed by the returned cleanup. */
export async function makeTempDir(): Promise<{ dir: string; file: (name: string) => string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'airscope-esx-test-'));
  return { dir, file: (name) => path.join(dir, name), cleanup: () => rm(dir, { recursive: true, force: true }) };
}
