import { writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EsxErrorCode, readEsx } from './index.ts';
import { expectRefusal } from './test-support/expect-refusal.ts';
import { buildRawZip, deflatedEntry, type RawZipEntry } from './test-support/raw-zip.ts';
import { makeTempDir } from './test-support/zip-archives.ts';

const PROJECT = { id: 'p1', status: 'CREATED', schemaVersion: '1.5.0' };
const AP = { id: 'ap1', status: 'CREATED', name: 'AP-1', mine: true };

let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeEach(async () => {
  temp = await makeTempDir();
});
afterEach(async () => {
  await temp.cleanup();
});

/** An archive with a valid project.json and one extra JSON entry given as raw text. */
async function archiveWith(name: string, json: string): Promise<string> {
  const entries: RawZipEntry[] = [deflatedEntry('project.json', JSON.stringify({ project: PROJECT })), deflatedEntry(name, json)];
  await writeFile(temp.file('upload.esx'), buildRawZip(entries));
  return temp.file('upload.esx');
}

describe('refusing hostile JSON', () => {
  it('refuses JSON nested 5,000 deep with a clear error rather than a RangeError', async () => {
    const deep = `{"accessPoints": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const error = await expectRefusal(await archiveWith('accessPoints.json', deep), EsxErrorCode.JSON_TOO_DEEP);
    expect(error.message).toBe(
      'The file is not a valid .esx project: the data file "accessPoints.json" is nested more than 64 levels deep; Ekahau never writes such data.',
    );
  });

  it('accepts nesting at the depth limit and refuses one level more', async () => {
    const nested = (depth: number): string => `{"notes": [${'['.repeat(depth - 2)}${']'.repeat(depth - 2)}]}`;
    await expect(readEsx(await archiveWith('other.json', nested(64)))).resolves.toBeDefined();
    await expectRefusal(await archiveWith('other.json', nested(65)), EsxErrorCode.JSON_TOO_DEEP);
  });

  it('refuses deep nesting in unknown JSON files too, although they are kept as raw bytes', async () => {
    await expectRefusal(await archiveWith('mystery.json', '['.repeat(100) + ']'.repeat(100)), EsxErrorCode.JSON_TOO_DEEP);
  });

  it.each([
    ['__proto__', `{"accessPoints": [{"id": "ap1", "status": "CREATED", "__proto__": {"polluted": true}}]}`],
    ['escaped __proto__', `{"accessPoints": [{"id": "ap1", "status": "CREATED", "\\u005f_proto__": {"polluted": true}}]}`],
    ['constructor', `{"accessPoints": [{"id": "ap1", "constructor": {"prototype": {"polluted": true}}}]}`],
    ['prototype', `{"prototype": {"polluted": true}, "accessPoints": []}`],
  ])('refuses a %s key and never pollutes a prototype', async (_label, json) => {
    const error = await expectRefusal(await archiveWith('accessPoints.json', json), EsxErrorCode.JSON_FORBIDDEN_KEY);
    expect(error.message).toMatch(/contains the field name "(__proto__|constructor|prototype)"/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('accepts "__proto__" as a plain value, e.g. an AP name', async () => {
    const project = await readEsx(await archiveWith('accessPoints.json', JSON.stringify({ accessPoints: [{ ...AP, name: '__proto__' }] })));
    expect(project.collections.accessPoints[0]?.name).toBe('__proto__');
  });

  it('refuses JSON that does not parse, naming the file', async () => {
    const error = await expectRefusal(await archiveWith('accessPoints.json', '{"accessPoints": [}'), EsxErrorCode.JSON_INVALID);
    expect(error.message).toMatch(/"accessPoints\.json" is not valid JSON/);
  });

  it('refuses a JSON entry above the per-entry cap before inflating it', async () => {
    const big = JSON.stringify({ accessPoints: Array.from({ length: 2000 }, (_, index) => ({ ...AP, id: `ap${index}` })) });
    const error = await expectRefusal(await archiveWith('accessPoints.json', big), EsxErrorCode.JSON_TOO_LARGE, {
      maxJsonEntryBytes: 64 * 1024,
    });
    expect(error.message).toMatch(/"accessPoints\.json" is .* more than the 64 KB allowed/);
  });
});

describe('refusing data that breaks the schema', () => {
  it('names the file, the record and the field of an invalid coordinate', async () => {
    const bad = { accessPoints: [AP, { ...AP, id: 'ap2', location: { floorPlanId: 'f1', coord: { x: 'left', y: 2 } } }] };
    const error = await expectRefusal(await archiveWith('accessPoints.json', JSON.stringify(bad)), EsxErrorCode.SCHEMA_INVALID);
    expect(error.message).toBe(
      'The file is not a valid .esx project: the data file "accessPoints.json" has an invalid record 2 (id "ap2"): field "location.coord.x": Invalid input: expected number, received string.',
    );
  });

  it('refuses ids that could not name an archive entry', async () => {
    const bad = { images: [{ id: '../../etc/passwd', status: 'CREATED' }] };
    await expectRefusal(await archiveWith('images.json', JSON.stringify(bad)), EsxErrorCode.SCHEMA_INVALID);
  });

  it('refuses a collection file with the wrong layout', async () => {
    const error = await expectRefusal(await archiveWith('wallTypes.json', JSON.stringify([{ id: 'w1' }])), EsxErrorCode.SCHEMA_INVALID);
    expect(error.message).toMatch(/does not hold a "wallTypes" list/);
  });

  it('refuses a floor plan without a usable size', async () => {
    const floor = { id: 'f1', status: 'CREATED', width: 0, height: 100, imageId: 'i1' };
    await expectRefusal(await archiveWith('floorPlans.json', JSON.stringify({ floorPlans: [floor] })), EsxErrorCode.SCHEMA_INVALID);
  });
});
