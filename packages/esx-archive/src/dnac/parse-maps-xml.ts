import { SaxesParser, type SaxesTagNS } from 'saxes';
import { describeBytes, describeCount } from '../describe-size.ts';
import { DnacError, DnacErrorCode } from './dnac-error.ts';
import type { DnacLimits } from './dnac-limits.ts';
import type { DnacAccessPoint, DnacBuilding, DnacFloor, DnacMaps, DnacRadio } from './dnac-maps.ts';
import { bandOf, metersPerDistUnit, normaliseMac, readLength, readName, readNumber, type Attributes } from './read-map-attributes.ts';

const NAMESPACE = 'http://importexport.cisco.com/1.0';
const ROOT = 'CiscoUnifiedInterchange';
const AP_ELEMENTS = new Set(['PlannedAp', 'AccessPoint']);

interface FloorDraft extends Omit<DnacFloor, 'width' | 'length' | 'height' | 'imageName' | 'accessPoints'> {
  dimension?: Attributes;
  imageName?: string;
  accessPoints: DnacAccessPoint[];
}
interface ApDraft {
  attributes: Attributes;
  position?: Attributes;
  radios: DnacRadio[];
}
interface RadioDraft {
  attributes: Attributes;
  channel?: number;
}

/**
 * Reads `xmlDir/MapsImportExport.xml` (docs/dnac-map-archive.md) with a streaming parser that never expands
 * entities: a DOCTYPE is refused outright, and depth and element count are capped, so the descriptor cannot
 * blow up memory or time. Elements are matched by local name under the Cisco interchange root.
 */
export function parseMapsXml(bytes: Buffer, limits: DnacLimits): DnacMaps {
  if (bytes.length > limits.maxXmlBytes) {
    throw new DnacError(
      DnacErrorCode.XML_TOO_LARGE,
      `its map descriptor is ${describeBytes(bytes.length)}, more than the ${describeBytes(limits.maxXmlBytes)} allowed.`,
    );
  }
  const walker = new MapsWalker(limits);
  const parser = new SaxesParser({ xmlns: true, position: true });
  parser.on('doctype', () => {
    throw new DnacError(DnacErrorCode.XML_INVALID, 'its map descriptor declares a DOCTYPE, which a Cisco export never does.');
  });
  parser.on('opentag', (tag) => walker.open(tag));
  parser.on('closetag', () => walker.close());
  try {
    parser.write(bytes.toString('utf8').replace(/^\uFEFF/, '')).close();
  } catch (error) {
    if (error instanceof DnacError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new DnacError(DnacErrorCode.XML_INVALID, `its map descriptor is not well-formed XML (${detail.slice(0, 160)}).`, {
      cause: error,
    });
  }
  return walker.result();
}

class MapsWalker {
  private readonly stack: string[] = [];
  private readonly sitePath: string[] = [];
  private readonly buildings: DnacBuilding[] = [];
  private elements = 0;
  private floorCount = 0;
  private metersPerUnit: number | undefined;
  private building: { name: string; sitePath: string[]; floors: DnacFloor[] } | undefined;
  private floor: FloorDraft | undefined;
  private ap: ApDraft | undefined;
  private radio: RadioDraft | undefined;

  constructor(private readonly limits: DnacLimits) {}

  open(tag: SaxesTagNS): void {
    this.elements += 1;
    if (this.elements > this.limits.maxXmlElements) {
      throw new DnacError(
        DnacErrorCode.XML_TOO_LARGE,
        `its map descriptor holds more than ${describeCount(this.limits.maxXmlElements)} elements.`,
      );
    }
    if (this.stack.length >= this.limits.maxXmlDepth) {
      throw new DnacError(DnacErrorCode.XML_INVALID, `its map descriptor nests elements deeper than ${this.limits.maxXmlDepth} levels.`);
    }
    const name = tag.local;
    const attributes = attributesOf(tag);
    const parent = this.stack.at(-1);
    this.stack.push(name);
    if (this.stack.length === 1) return this.openRoot(tag, attributes);
    if (name === 'Site' && (parent === 'Maps' || parent === 'Site')) this.sitePath.push(readName(attributes, 'Site'));
    else if (name === 'Building' && this.building === undefined && this.stack.includes('Maps')) this.openBuilding(attributes);
    else if (name === 'Floor' && this.building !== undefined && parent === 'Building') this.openFloor(attributes);
    else if (name === 'Dimension' && parent === 'Floor' && this.floor) this.floor.dimension = attributes;
    else if (name === 'ImageInfo' && parent === 'Floor' && this.floor) this.floor.imageName = attributes['imageName']?.trim() || undefined;
    else if (AP_ELEMENTS.has(name) && parent === 'Floor' && this.floor) this.ap = { attributes, radios: [] };
    else if (name === 'Position' && this.ap && AP_ELEMENTS.has(parent ?? '')) this.ap.position = attributes;
    else if (name === 'Radio' && this.ap && AP_ELEMENTS.has(parent ?? '')) this.radio = { attributes };
    else if (name === 'ChannelDefinition' && this.radio && parent === 'Radio') {
      this.radio.channel = readNumber(attributes, 'channelNumber', 'a radio');
    }
  }

  close(): void {
    const name = this.stack.pop();
    const parent = this.stack.at(-1);
    if (name === 'Site' && (parent === 'Maps' || parent === 'Site')) this.sitePath.pop();
    else if (name === 'Building' && this.building && !this.stack.includes('Building')) this.closeBuilding();
    else if (name === 'Floor' && this.floor && parent === 'Building') this.closeFloor();
    else if (AP_ELEMENTS.has(name ?? '') && this.ap && parent === 'Floor') this.closeAccessPoint();
    else if (name === 'Radio' && this.radio && AP_ELEMENTS.has(parent ?? '')) this.closeRadio();
  }

  result(): DnacMaps {
    if (this.metersPerUnit === undefined) throw new DnacError(DnacErrorCode.XML_INVALID, 'its map descriptor is empty.');
    const floors = this.buildings.reduce((sum, building) => sum + building.floors.length, 0);
    if (floors === 0) throw new DnacError(DnacErrorCode.LAYOUT_INVALID, 'its map descriptor describes no floor of any building.');
    return { metersPerUnit: this.metersPerUnit, buildings: this.buildings };
  }

  private openRoot(tag: SaxesTagNS, attributes: Attributes): void {
    if (tag.local !== ROOT || tag.uri !== NAMESPACE) {
      throw new DnacError(
        DnacErrorCode.LAYOUT_INVALID,
        `its map descriptor starts with <${tag.name.slice(0, 40)}>, not Cisco's <${ROOT}> in the namespace ${NAMESPACE}.`,
      );
    }
    this.metersPerUnit = metersPerDistUnit(attributes['distUnits']);
  }

  private openBuilding(attributes: Attributes): void {
    this.building = { name: readName(attributes, `Building ${this.buildings.length + 1}`), sitePath: [...this.sitePath], floors: [] };
  }

  private closeBuilding(): void {
    if (this.building && this.building.floors.length > 0) this.buildings.push(this.building);
    this.building = undefined;
  }

  private openFloor(attributes: Attributes): void {
    const name = readName(attributes, `Floor ${(this.building?.floors.length ?? 0) + 1}`);
    const level = readNumber(attributes, 'level', `The floor ${JSON.stringify(name)}`);
    this.floor = { name, level: level === undefined ? undefined : Math.round(level), accessPoints: [] };
  }

  private closeFloor(): void {
    const draft = this.floor!;
    this.floor = undefined;
    const where = `the floor ${JSON.stringify(draft.name)}`;
    if (!draft.dimension) throw new DnacError(DnacErrorCode.LAYOUT_INVALID, `${where} has no Dimension (width and length).`);
    this.floorCount += 1;
    if (this.floorCount > this.limits.maxFloors) {
      throw new DnacError(DnacErrorCode.LAYOUT_INVALID, `it describes more than ${describeCount(this.limits.maxFloors)} floors.`);
    }
    this.building!.floors.push({
      name: draft.name,
      level: draft.level,
      width: readLength(draft.dimension, 'width', where),
      length: readLength(draft.dimension, 'length', where),
      height: readNumber(draft.dimension, 'height', where),
      imageName: draft.imageName,
      accessPoints: draft.accessPoints,
    });
  }

  private closeAccessPoint(): void {
    const draft = this.ap!;
    this.ap = undefined;
    const name = readName(draft.attributes, `AP ${this.floor!.accessPoints.length + 1}`);
    const where = `the access point ${JSON.stringify(name)}`;
    const source = draft.position ?? draft.attributes;
    const x = readNumber(source, 'x', where);
    const y = readNumber(source, 'y', where);
    const z = readNumber(source, 'z', where);
    this.floor!.accessPoints.push({
      name,
      model: draft.attributes['apModel']?.trim() || undefined,
      mac: normaliseMac(draft.attributes['macAddress'] ?? draft.attributes['ethMacAddress']),
      position: x === undefined || y === undefined ? undefined : { x, y, z },
      radios: draft.radios,
    });
  }

  private closeRadio(): void {
    const draft = this.radio!;
    this.radio = undefined;
    const transmitPower = readNumber(draft.attributes, 'txPowerLevel', 'a radio');
    const channel = draft.channel === undefined || draft.channel <= 0 ? undefined : Math.round(draft.channel);
    this.ap!.radios.push({ band: bandOf(draft.attributes['ifType'], channel), channel, transmitPower });
  }
}

function attributesOf(tag: SaxesTagNS): Attributes {
  const attributes: Record<string, string> = {};
  for (const attribute of Object.values(tag.attributes)) {
    if (attribute.prefix !== 'xmlns' && attribute.name !== 'xmlns') attributes[attribute.local] = attribute.value;
  }
  return attributes;
}
