import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildRawZip, deflatedEntry, deflatedZeros } from '../test-support/raw-zip.ts';
import { convertDnacArchive } from './convert-dnac-archive.ts';
import { DnacError, type DnacErrorCode } from './dnac-error.ts';
import type { DnacLimits } from './dnac-limits.ts';
import { archiveEntries, buildTar, buildTarGz, mapsXml, sampleBuilding, type TarEntry } from './test-support/build-dnac-archive.ts';

async function expectRefusal(bytes: Buffer, code: DnacErrorCode, limits?: Partial<DnacLimits>): Promise<string> {
  const error: unknown = await convertDnacArchive(bytes, limits).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DnacError);
  expect((error as DnacError).code).toBe(code);
  expect((error as DnacError).message).toMatch(/^The archive is not a Cisco map export we can read: .{15,}/);
  return (error as DnacError).message;
}

const withXml = (xml: string): Buffer => buildTarGz(archiveEntries([sampleBuilding()], xml));
const withEntries = (extra: TarEntry[]): Buffer => buildTarGz([...extra, ...archiveEntries([sampleBuilding()])]);

describe('map archives that are refused, with the reason', () => {
  it('refuses what is not an archive, an empty file, a cut-short gzip and a damaged tar header', async () => {
    await expectRefusal(Buffer.from('just some text, not an archive at all'), 'NOT_AN_ARCHIVE');
    await expectRefusal(Buffer.alloc(0), 'NOT_AN_ARCHIVE');
    const good = withEntries([]);
    await expectRefusal(good.subarray(0, good.length - 40), 'ARCHIVE_CORRUPT');
    const tar = buildTar(archiveEntries([sampleBuilding()]));
    tar[0] = tar[0]! ^ 0x01;
    expect(await expectRefusal(gzipSync(tar), 'ARCHIVE_CORRUPT')).toContain('checksum');
  });

  it('stops a gzip bomb at the allowed ratio, before it is unpacked whole', async () => {
    const bomb = withEntries([{ name: 'images/bomb.png', data: Buffer.alloc(16 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await expectRefusal(bomb, 'RATIO_TOO_HIGH')).toContain('50 times its size');
  });

  it('refuses a zip bomb from its directory, and an archive past its size cap', async () => {
    const zip = buildRawZip([
      deflatedEntry('xmlDir/MapsImportExport.xml', mapsXml([sampleBuilding()])),
      {
        name: 'images/bomb.png',
        data: deflatedZeros(64),
        method: 8,
        content: Buffer.alloc(0),
        uncompressedSize: 64 * 1024 * 1024,
        crc32: 0,
      },
    ]);
    await expectRefusal(zip, 'RATIO_TOO_HIGH');
    const archive = withEntries([]);
    await expectRefusal(archive, 'ARCHIVE_TOO_LARGE', { maxArchiveBytes: archive.length - 1 });
    await expectRefusal(withEntries([{ name: 'images/big.png', data: Buffer.alloc(4096, 7) }]), 'UNPACKS_TOO_LARGE', {
      maxEntryBytes: 2048,
    });
  });

  it('refuses traversal, absolute and backslash names, in tar and in zip', async () => {
    for (const name of ['../evil.png', 'images/../../evil.png', '/etc/cron.d/evil', 'images\\evil.png']) {
      expect(await expectRefusal(withEntries([{ name, data: Buffer.from('x') }]), 'BAD_ENTRY_NAME')).toContain('unsafe name');
    }
    const zip = buildRawZip([deflatedEntry('../evil.png', 'x'), deflatedEntry('xmlDir/MapsImportExport.xml', mapsXml([sampleBuilding()]))]);
    await expectRefusal(zip, 'BAD_ENTRY_NAME');
    const traversingImage = sampleBuilding();
    traversingImage.floors[0]!.image!.name = '../../etc/passwd';
    await expectRefusal(withXml(mapsXml([traversingImage])), 'BAD_ENTRY_NAME');
  });

  it('refuses links and device files instead of following them', async () => {
    await expectRefusal(withEntries([{ name: 'images/link.png', type: '2', linkName: '/etc/passwd' }]), 'LINK_ENTRY');
    await expectRefusal(withEntries([{ name: 'images/hard.png', type: '1', linkName: 'xmlDir/MapsImportExport.xml' }]), 'LINK_ENTRY');
  });

  it('refuses absurd entry counts', async () => {
    // Random bytes, so the archive does not also trip the ratio cap (tar headers alone compress very well).
    const many = Array.from({ length: 2_001 }, (_, index) => ({ name: `images/tile-${index}.png`, data: randomBytes(1024) }));
    expect(await expectRefusal(withEntries(many), 'TOO_MANY_ENTRIES')).toContain('2,000');
  });

  it('refuses malformed XML, a DOCTYPE (no entity is ever expanded), deep nesting and another root', async () => {
    const xml = mapsXml([sampleBuilding()]);
    expect(await expectRefusal(withXml(xml.replace('</ns0:Maps>', '')), 'XML_INVALID')).toContain('not well-formed');
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>${xml.replace(/^<\?xml[^>]*>/, '')}`;
    expect(await expectRefusal(withXml(laughs), 'XML_INVALID')).toContain('DOCTYPE');
    const deep = xml.replace('<ns0:Maps>', `<ns0:Maps>${'<ns0:Extra>'.repeat(40)}${'</ns0:Extra>'.repeat(40)}`);
    expect(await expectRefusal(withXml(deep), 'XML_INVALID')).toContain('deeper than 32');
    await expectRefusal(withXml('<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"/>'), 'LAYOUT_INVALID');
    await expectRefusal(withXml(xml.replace('distUnits="FEET"', 'distUnits="FURLONGS"')), 'LAYOUT_INVALID');
  });

  it('refuses an archive without its descriptor, a floor without dimensions, and a missing or unreadable image', async () => {
    const onlyImages = archiveEntries([sampleBuilding()]).filter((entry) => !entry.name.startsWith('xmlDir/'));
    await expectRefusal(buildTarGz(onlyImages), 'NO_DESCRIPTOR');
    const xml = mapsXml([sampleBuilding()]);
    expect(await expectRefusal(withXml(xml.replace(/<ns0:Dimension [^>]*\/>/, '')), 'LAYOUT_INVALID')).toContain(
      '"Ground" has no Dimension',
    );
    const missing = archiveEntries([sampleBuilding()]).filter((entry) => entry.name !== 'images/first.png');
    expect(await expectRefusal(buildTarGz(missing), 'IMAGE_MISSING')).toContain('"first.png"');
    const notImage = archiveEntries([sampleBuilding()]).map((entry) =>
      entry.name === 'images/first.png' ? { ...entry, data: Buffer.from('not a picture') } : entry,
    );
    await expectRefusal(buildTarGz(notImage), 'IMAGE_UNREADABLE');
    const wrongImage = sampleBuilding();
    wrongImage.floors[0]!.length = wrongImage.floors[0]!.width * 3;
    expect(await expectRefusal(withXml(mapsXml([wrongImage])), 'LAYOUT_INVALID')).toContain('does not belong');
  });
});
