import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ESX_FIXTURES_DIR } from '../index.ts';
import { readZipEntries } from './read-zip.ts';

export type JsonType = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'null';

/** What every Ekahau-made sample has: the entries (images as `image-*`) and, per JSON file, the fields of every record. */
export interface SampleShape {
  /** Entry kinds present in every sample. */
  readonly files: ReadonlySet<string>;
  /** Per JSON file: fields present in every record of every sample holding that file, with their JSON type. */
  readonly fields: ReadonlyMap<string, ReadonlyMap<string, JsonType>>;
  /** Schema versions the samples declare. */
  readonly schemaVersions: readonly string[];
}

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as JsonType;
}

/** `image-<id>` → `image-*`; other names as they are. */
export function entryKind(name: string): string {
  if (name.startsWith('image-')) return 'image-*';
  if (/^survey-.+\.json$/.test(name)) return 'survey-*.json';
  if (/^track-.+\.bin$/.test(name)) return 'track-*.bin';
  return name;
}

/** The records of a collection file: `{"x": [...]}` or, for project/projectConfiguration, `{"x": {...}}`. */
export function recordsOf(name: string, bytes: Buffer): Record<string, unknown>[] {
  const parsed = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
  const value = parsed[name.replace(/\.json$/, '')];
  if (Array.isArray(value)) return value as Record<string, unknown>[];
  return value !== null && typeof value === 'object' ? [value as Record<string, unknown>] : [];
}

/** Computed from the `.esx` files in test-data/esx each time, so a new sample changes what is checked. */
export async function readSampleShape(dir = ESX_FIXTURES_DIR): Promise<SampleShape> {
  const samples = (await readdir(dir)).filter((name) => name.endsWith('.esx')).sort();
  let files: Set<string> | undefined;
  const fields = new Map<string, Map<string, JsonType>>();
  const schemaVersions: string[] = [];
  for (const sample of samples) {
    const entries = await readZipEntries(await readFile(path.join(dir, sample)));
    const kinds = new Set([...entries.keys()].map(entryKind));
    files = files === undefined ? kinds : new Set([...files].filter((kind) => kinds.has(kind)));
    for (const [name, bytes] of entries) {
      if (!name.endsWith('.json')) continue;
      if (name === 'project.json') schemaVersions.push(String(recordsOf(name, bytes)[0]?.schemaVersion));
      for (const record of recordsOf(name, bytes)) {
        const found = new Map(Object.entries(record).map(([key, value]) => [key, jsonTypeOf(value)]));
        const known = fields.get(name);
        if (known === undefined) fields.set(name, found);
        else for (const [key, type] of known) if (found.get(key) !== type) known.delete(key);
      }
    }
  }
  return { files: files ?? new Set(), fields, schemaVersions };
}
