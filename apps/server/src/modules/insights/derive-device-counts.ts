import { highestTechnology } from '@airscope/core';
import type { AccessPoint, EsxProject } from '@airscope/esx';
import type { FloorRef } from './derive-survey-events.ts';

/** One device-count row as stored: APs of a project alike in name, vendor, model and setup, on one floor. */
export interface DerivedDeviceCount {
  floorPlanRowId: string | null;
  apName: string;
  vendor: string;
  model: string;
  wifiGeneration: string;
  radioCount: number;
  channelAndPower: string;
  height: number | null;
  installation: string;
  deviceCount: number;
}

/** Wi-Fi generation by the newest 802.11 amendment (docs/product.md §9 order); 6E for a 6 GHz radio of Wi-Fi 6. */
const GENERATION_OF: Record<string, string> = {
  B: 'Wi-Fi 1',
  A: 'Wi-Fi 2',
  G: 'Wi-Fi 3',
  N: 'Wi-Fi 4',
  AC: 'Wi-Fi 5',
  AX: 'Wi-Fi 6',
  BE: 'Wi-Fi 7',
};
const SIX_GHZ_MIN_MHZ = 5925;

interface RadioFacts {
  technologies: string[];
  channel: string;
  powerDbm: number | undefined;
  height: number | undefined;
  mounting: string | undefined;
  isSixGhz: boolean;
}

/** Radios of an AP: the planned (simulated) ones when enabled, else those heard in surveys. */
function radiosOf(project: EsxProject, ap: AccessPoint): RadioFacts[] {
  const planned = project.collections.simulatedRadios.filter((r) => r.accessPointId === ap.id && r.enabled !== false);
  if (planned.length > 0) {
    return planned.map((r) => ({
      technologies: r.technology ? [r.technology] : [],
      channel: r.channel?.[0] !== undefined ? String(r.channel[0]) : '',
      powerDbm: r.transmitPower,
      height: r.antennaHeight,
      mounting: r.antennaMounting,
      isSixGhz: (r.channelByCenterFrequencyDefinedNarrowChannels ?? []).some((f) => f > SIX_GHZ_MIN_MHZ),
    }));
  }
  const measurements = new Map(project.collections.accessPointMeasurements.map((m) => [m.id, m]));
  return project.collections.measuredRadios
    .filter((r) => r.accessPointId === ap.id)
    .map((r) => {
      const heard = (r.accessPointMeasurementIds ?? []).map((id) => measurements.get(id)).filter((m) => m !== undefined);
      const first = heard[0];
      return {
        technologies: heard.flatMap((m) => m.technologies ?? []),
        channel: first?.channel?.[0] !== undefined ? String(first.channel[0]) : '',
        powerDbm: undefined,
        height: undefined,
        mounting: undefined,
        isSixGhz: heard.some((m) => (m.channelByCenterFrequencyDefinedNarrowChannels ?? []).some((f) => f > SIX_GHZ_MIN_MHZ)),
      };
    });
}

function generationOf(radios: readonly RadioFacts[]): string {
  const newest = highestTechnology(radios.flatMap((r) => r.technologies));
  if (newest === 'n/a') return 'n/a';
  return newest === 'AX' && radios.some((r) => r.isSixGhz) ? 'Wi-Fi 6E' : GENERATION_OF[newest]!;
}

/** Channels with transmit power, e.g. "36 (17 dBm), 1 (14 dBm)"; measured radios have no known power. */
function channelAndPower(radios: readonly RadioFacts[]): string {
  return radios
    .filter((r) => r.channel)
    .map((r) => (r.powerDbm !== undefined ? `${r.channel} (${Math.round(r.powerDbm)} dBm)` : r.channel))
    .join(', ');
}

/** Device counts of one project: its access points grouped by every shown attribute and floor. */
export function deriveDeviceCounts(project: EsxProject, floors: readonly FloorRef[]): DerivedDeviceCount[] {
  const rowOf = new Map(floors.map((floor) => [floor.floorPlanId, floor.rowId]));
  const groups = new Map<string, DerivedDeviceCount>();
  for (const ap of project.collections.accessPoints) {
    const radios = radiosOf(project, ap);
    const first = radios.find((r) => r.height !== undefined || r.mounting !== undefined);
    const row: DerivedDeviceCount = {
      floorPlanRowId: ap.location?.floorPlanId ? (rowOf.get(ap.location.floorPlanId) ?? null) : null,
      apName: ap.name ?? '',
      vendor: ap.vendor?.trim() || 'Unknown',
      model: ap.model?.trim() ?? '',
      wifiGeneration: generationOf(radios),
      radioCount: radios.length,
      channelAndPower: channelAndPower(radios),
      height: first?.height ?? null,
      installation: first?.mounting ?? '',
      deviceCount: 0,
    };
    const key = JSON.stringify({ ...row, deviceCount: 0 });
    const group = groups.get(key) ?? row;
    group.deviceCount += 1;
    groups.set(key, group);
  }
  return [...groups.values()];
}
