import { DnacError, DnacErrorCode } from './dnac-error.ts';
import type { DnacRadio } from './dnac-maps.ts';

export type Attributes = Readonly<Record<string, string | undefined>>;

const FEET_IN_METERS = 0.3048;

/** Metres per unit of the root's `distUnits`: feet when absent, the only value Cisco's exports are seen to write. */
export function metersPerDistUnit(distUnits: string | undefined): number {
  const unit = (distUnits ?? 'FEET').trim().toUpperCase();
  if (unit === 'FEET' || unit === 'FOOT' || unit === 'FT') return FEET_IN_METERS;
  if (unit === 'METERS' || unit === 'METER' || unit === 'METRES' || unit === 'METRE' || unit === 'M') return 1;
  throw new DnacError(
    DnacErrorCode.LAYOUT_INVALID,
    `the map descriptor measures in ${JSON.stringify(unit.slice(0, 20))}, not in feet or metres.`,
  );
}

/** A finite number, or undefined when the attribute is absent; text that is not a number is refused. */
export function readNumber(attributes: Attributes, name: string, where: string): number | undefined {
  const text = attributes[name]?.trim();
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) {
    throw new DnacError(DnacErrorCode.LAYOUT_INVALID, `${where} has ${name}="${text.slice(0, 20)}", which is not a number.`);
  }
  return value;
}

/** A required, positive length. */
export function readLength(attributes: Attributes, name: string, where: string): number {
  const value = readNumber(attributes, name, where);
  if (value === undefined || value <= 0) {
    throw new DnacError(DnacErrorCode.LAYOUT_INVALID, `${where} has no positive ${name} in its Dimension.`);
  }
  return value;
}

/** "00:11:22:33:44:55", "00-11-…", "0011.2233.4455" or bare hex, as lower-case colon-separated; undefined otherwise. */
export function normaliseMac(text: string | undefined): string | undefined {
  const hex = (text ?? '').trim().toLowerCase().replace(/[:.-]/g, '');
  if (!/^[0-9a-f]{12}$/.test(hex)) return undefined;
  return hex.match(/../g)!.join(':');
}

/** Band of a Cisco radio `ifType` ("802.11b/g/n" is 2.4 GHz, "802.11a/n/ac" 5 GHz); the channel decides otherwise. */
export function bandOf(ifType: string | undefined, channel: number | undefined): DnacRadio['band'] {
  const type = (ifType ?? '').toLowerCase();
  if (/802\.11b|b\/g/.test(type)) return 'TWO';
  if (/802\.11a|a\/n/.test(type)) return 'FIVE';
  return channel !== undefined && channel <= 14 ? 'TWO' : 'FIVE';
}

/** A display name from an attribute: trimmed, at most 200 characters, or the fallback. */
export function readName(attributes: Attributes, fallback: string): string {
  const name = (attributes['name'] ?? '').trim().slice(0, 200);
  return name === '' ? fallback : name;
}
