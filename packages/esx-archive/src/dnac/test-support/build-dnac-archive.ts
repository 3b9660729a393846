import { gzipSync } from 'node:zlib';
import { encodeBlankPng } from '../../survey-csv/encode-blank-png.ts';

/**
 * Builds Cisco map archives for tests, following docs/dnac-map-archive.md: a tar.gz holding
 * `xmlDir/MapsImportExport.xml` (CiscoUnifiedInterchange, lengths in feet) and `images/<imageName>`.
 */
export interface ArchiveAp {
  name: string;
  model?: string;
  mac?: string;
  /** Feet from the floor map's top-left corner. */
  x?: number;
  y?: number;
  radios?: { ifType: string; txPowerLevel: number; channel: number }[];
}

export interface ArchiveFloor {
  name: string;
  level: number;
  /** Feet. */
  width: number;
  length: number;
  height?: number;
  /** Image file name and bytes; omit for a floor without a map image. */
  image?: { name: string; bytes: Buffer };
  aps: ArchiveAp[];
}

export interface ArchiveBuilding {
  name: string;
  floors: ArchiveFloor[];
}

export interface TarEntry {
  name: string;
  data?: Buffer;
  /** Tar type flag: '0' file (default), '5' directory, '2' symbolic link. */
  type?: string;
  linkName?: string;
}

const NAMESPACE = 'http://importexport.cisco.com/1.0';

/** The 1-building, 2-floor archive the conversion tests use: PNG maps of 50 × 40 px and 40 × 40 px, three APs. */
export function sampleBuilding(): ArchiveBuilding {
  return {
    name: 'HQ',
    floors: [
      {
        name: 'Ground',
        level: 1,
        width: 164.041995,
        length: 131.233596,
        height: 10,
        image: { name: 'ground.png', bytes: encodeBlankPng(500, 400) },
        aps: [
          {
            name: 'AP-G-1',
            model: 'AIR-AP2802I-E-K9',
            mac: '00:11:22:33:44:01',
            x: 32.8084,
            y: 16.4042,
            radios: [
              { ifType: '802.11b/g/n', txPowerLevel: 14, channel: 6 },
              { ifType: '802.11a/n/ac', txPowerLevel: 17, channel: 36 },
            ],
          },
          { name: 'AP-G-2', model: 'C9120AXI-E', mac: '0011.2233.4402', x: 131.2336, y: 98.4252 },
        ],
      },
      {
        name: 'First',
        level: 2,
        width: 131.233596,
        length: 131.233596,
        image: { name: 'first.png', bytes: encodeBlankPng(400, 400) },
        aps: [{ name: 'AP-1-1', model: 'C9130AXI-E', mac: '00-11-22-33-44-03', x: 65.6168, y: 65.6168 }],
      },
    ],
  };
}

export function mapsXml(buildings: readonly ArchiveBuilding[], distUnits = 'FEET'): string {
  const floorXml = (floor: ArchiveFloor): string =>
    [
      `<ns0:Floor name=${attr(floor.name)} level="${floor.level}">`,
      `<ns0:Dimension width="${floor.width}" length="${floor.length}" height="${floor.height ?? 10}"/>`,
      floor.image ? `<ns0:ImageInfo imageName=${attr(floor.image.name)} imageType="PNG"/>` : '',
      ...floor.aps.map(apXml),
      '</ns0:Floor>',
    ].join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<ns0:CiscoUnifiedInterchange xmlns:ns0="${NAMESPACE}" ver="1.0" source="airscope-tests" angleUnits="DEGREE" distUnits="${distUnits}" ssUnits="dBm">`,
    '<ns0:Maps><ns0:Site name="Global">',
    ...buildings.map((building) => `<ns0:Building name=${attr(building.name)}>${building.floors.map(floorXml).join('')}</ns0:Building>`),
    '</ns0:Site></ns0:Maps></ns0:CiscoUnifiedInterchange>',
  ].join('\n');
}

function apXml(ap: ArchiveAp): string {
  const attributes = [`name=${attr(ap.name)}`, ap.model ? `apModel=${attr(ap.model)}` : '', ap.mac ? `macAddress=${attr(ap.mac)}` : ''];
  const position = ap.x === undefined || ap.y === undefined ? '' : `<ns0:Position x="${ap.x}" y="${ap.y}" z="9"/>`;
  const radios = (ap.radios ?? []).map(
    (radio) =>
      `<ns0:Radio ifType=${attr(radio.ifType)} txPowerLevel="${radio.txPowerLevel}"><ChannelDefinition channelNumber="${radio.channel}"/></ns0:Radio>`,
  );
  return `<ns0:PlannedAp ${attributes.filter(Boolean).join(' ')}>${position}${radios.join('')}</ns0:PlannedAp>`;
}

/** The archive's entries for these buildings: directories, the descriptor, one image per floor that has one. */
export function archiveEntries(buildings: readonly ArchiveBuilding[], xml = mapsXml(buildings)): TarEntry[] {
  const images = buildings.flatMap((building) => building.floors.flatMap((floor) => (floor.image ? [floor.image] : [])));
  return [
    { name: 'images/', type: '5' },
    ...images.map((image) => ({ name: `images/${image.name}`, data: image.bytes })),
    { name: 'xmlDir/', type: '5' },
    { name: 'xmlDir/MapsImportExport.xml', data: Buffer.from(xml) },
  ];
}

/** A gzip-compressed ustar archive of the entries, written byte by byte as GNU tar would. */
export function buildTarGz(entries: readonly TarEntry[]): Buffer {
  return gzipSync(buildTar(entries));
}

export function buildTar(entries: readonly TarEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const data = entry.data ?? Buffer.alloc(0);
    blocks.push(tarHeader(entry, data.length), data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

function tarHeader(entry: TarEntry, size: number): Buffer {
  const header = Buffer.alloc(512);
  header.write(entry.name, 0, 100, 'utf8');
  header.write(entry.type === '5' ? '0000755\0' : '0000644\0', 100, 'latin1');
  header.write('0000000\0', 108, 'latin1');
  header.write('0000000\0', 116, 'latin1');
  header.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'latin1');
  header.write('14220000000\0', 136, 'latin1');
  header.write(entry.type ?? '0', 156, 'latin1');
  if (entry.linkName) header.write(entry.linkName, 157, 100, 'utf8');
  header.write('ustar\0', 257, 'latin1');
  header.write('00', 263, 'latin1');
  header.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return header;
}

function attr(value: string): string {
  return `"${value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')}"`;
}
