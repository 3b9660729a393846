import { dbm, metres, mhz, type AntennaMounting, type RadioModel } from '@airscope/core';
import type { EsxProject } from '../esx-project.ts';
import { normalizeRadioChannel, toFrequencyBand } from '../normalize-channel.ts';
import type { AccessPoint, AntennaType, SimulatedRadio } from '../schemas/radio.schema.ts';
import { buildAntennaPattern } from './build-antenna-pattern.ts';
import { coordToMetres, toCoreBand } from './convert-units.ts';
import { describeStandards } from './describe-standards.ts';
import type { SkippedRadio } from './floor-rf-model.ts';

/** Antenna height (m) Ekahau uses when a radio has none. */
export const DEFAULT_ANTENNA_HEIGHT_M = 2.4;

/** The floor's radios and the ones left out. */
export interface SimulatedRadios {
  readonly radios: RadioModel[];
  readonly skipped: SkippedRadio[];
}

/**
 * The planned radios of the access points placed on a floor, in metres. Left out (with a reason):
 * Bluetooth radios, disabled ones, radios without a Wi-Fi channel and radios without `transmitPower`.
 * Kept radios carry tx power (dBm), the normalised channel (centre MHz, width MHz), the antenna pattern of
 * `antennaTypeId` (else the `defaultAntennas` entry of the band) with its alignment, height (m, default
 * 2.4), azimuth (see toCoreAzimuth) and tilt (°, down negative, as in Ekahau), streams, amendments and `isMine` (planned APs count as mine unless `mine: false`).
 */
export function buildSimulatedRadios(project: EsxProject, floorPlanId: string, metersPerUnit: number): SimulatedRadios {
  const accessPoints = new Map<string, AccessPoint>();
  for (const ap of project.collections.accessPoints) if (ap.location?.floorPlanId === floorPlanId) accessPoints.set(ap.id, ap);
  const antennas = new Map(project.collections.antennaTypes.map((type) => [type.id, type]));
  const result: SimulatedRadios = { radios: [], skipped: [] };
  for (const radio of project.collections.simulatedRadios) {
    const ap = accessPoints.get(radio.accessPointId);
    if (ap === undefined) continue;
    const built = convertRadio(radio, ap, antennas, metersPerUnit);
    if (typeof built === 'string') result.skipped.push({ radioId: radio.id, accessPointId: ap.id, reason: built });
    else result.radios.push(built);
  }
  return result;
}

function convertRadio(
  radio: SimulatedRadio,
  ap: AccessPoint,
  antennas: ReadonlyMap<string, AntennaType>,
  metersPerUnit: number,
): RadioModel | SkippedRadio['reason'] {
  if (radio.radioTechnology === 'BLUETOOTH') return 'not-wifi';
  if (radio.enabled === false) return 'disabled';
  const current = radio.antennaTypeId === undefined ? undefined : antennas.get(radio.antennaTypeId);
  const channel = normalizeRadioChannel(radio, toFrequencyBand(current?.frequencyBand));
  if (channel === undefined) return 'no-channel';
  if (radio.transmitPower === undefined) return 'no-transmit-power';
  const antenna = current ?? findDefaultAntenna(radio, channel.band, antennas);
  const pattern = antenna === undefined ? undefined : buildAntennaPattern(antenna);
  const band = toCoreBand(channel.band);
  const mounting = toMounting(radio.antennaMounting);
  return {
    id: radio.id,
    apId: ap.id,
    floorId: ap.location!.floorPlanId,
    position: coordToMetres(ap.location!.coord, metersPerUnit),
    heightM: metres(radio.antennaHeight ?? DEFAULT_ANTENNA_HEIGHT_M),
    band,
    channel: channel.channel,
    centreMhz: mhz(channel.centerFrequencyMhz),
    widthMhz: mhz(channel.widthMhz),
    txPowerDbm: dbm(radio.transmitPower),
    ...(pattern !== undefined ? { antenna: pattern } : {}),
    azimuthDeg: toCoreAzimuth(radio.antennaDirection ?? 0),
    tiltDeg: radio.antennaTilt ?? 0,
    ...(mounting !== undefined ? { mounting } : {}),
    streams: Math.max(1, radio.spatialStreamCount ?? 1),
    standards: describeStandards(radio.technology, band),
    ...(radio.shortGuardInterval !== undefined ? { shortGuardInterval: radio.shortGuardInterval } : {}),
    isMine: ap.mine !== false,
    isMeasured: false,
  };
}

function findDefaultAntenna(radio: SimulatedRadio, band: string, antennas: ReadonlyMap<string, AntennaType>): AntennaType | undefined {
  const entry = radio.defaultAntennas?.find((candidate) => candidate.frequencyBand === band && candidate.radioTechnology !== 'BLUETOOTH');
  return entry === undefined ? undefined : antennas.get(entry.antennaTypeId);
}

/**
 * The engine's azimuth (degrees from +x towards +y, i.e. clockwise on the plan image) of Ekahau's
 * `antennaDirection`, read as a bearing on the plan image: 0° = up (−y), 90° = right (+x), clockwise.
 * Evidence: F1's two wall-mounted patches (90° and 271°) face away from the wall they hang on only under
 * this reading (docs/esx-format.md leaves the convention open). Result in [0, 360).
 */
export function toCoreAzimuth(antennaDirectionDeg: number): number {
  return (((antennaDirectionDeg - 90) % 360) + 360) % 360;
}

/** Ekahau's CEILING/WALL as the engine's mounting; other values are left out. */
function toMounting(value: string | undefined): AntennaMounting | undefined {
  if (value === 'CEILING') return 'ceiling';
  if (value === 'WALL') return 'wall';
  return undefined;
}
