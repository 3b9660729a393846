import type { CapacityApplication, CapacityArea, CapacityClientGroup, ClientProfile, Technology } from '@airscope/core';
import type { EsxProject } from '../esx-project.ts';
import { polygonToMetres } from './convert-units.ts';

const WIDTH_MHZ: Record<string, number> = { BW_20: 20, BW_40: 40, BW_80: 80, BW_160: 160, BW_320: 320 };
const LEGACY: readonly Technology[] = ['B', 'A', 'G'];

/** Amendments a device profile supports, from its .esx `deviceProfileTechnology` ("N_BOTH", "AC", "AX_6GHZ", …). */
function technologiesOf(technology: string | undefined): Technology[] {
  const tech = (technology ?? 'AC').toUpperCase();
  if (tech.startsWith('BE')) return [...LEGACY, 'N', 'AC', 'AX', 'BE'];
  if (tech.startsWith('AX')) return [...LEGACY, 'N', 'AC', 'AX'];
  if (tech.startsWith('AC')) return [...LEGACY, 'N', 'AC'];
  if (tech.startsWith('N')) return [...LEGACY, 'N'];
  return [...LEGACY];
}

type Loose = Record<string, unknown>;
const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** An .esx device profile as the engine's client: per-band offsets (dB), streams, widest channel, amendments. */
export function clientOfDeviceProfile(profile: Loose): ClientProfile {
  return {
    name: typeof profile.name === 'string' ? profile.name : 'Client',
    offsetDb: { '2.4': num(profile.offset24, 0), '5': num(profile.offset5, 0), '6': num(profile.offset6, num(profile.offset5, 0)) },
    streams: Math.max(1, num(profile.spatialStreams, 1)),
    maxWidthMhz: WIDTH_MHZ[String(profile.maxSupportedBandwidth)] ?? 20,
    technologies: technologiesOf(typeof profile.deviceProfileTechnology === 'string' ? profile.deviceProfileTechnology : undefined),
  };
}

/**
 * The floor's capacity areas: .esx areas whose `capacityItems` name a device profile, a usage profile and a
 * client count. No public file carries capacity items, so the item shape read here is ours:
 * `{deviceProfileId, usageProfileId, clientCount}` (also `numberOfClients` / `amount`).
 */
export function capacityAreasOfFloor(project: EsxProject, floorPlanId: string, metersPerUnit: number): CapacityArea[] {
  const { collections } = project;
  const devices = new Map(collections.deviceProfiles.map((profile) => [profile.id, profile as Loose]));
  const usages = new Map(collections.usageProfiles.map((profile) => [profile.id, profile]));
  const applications = new Map(collections.applicationProfiles.map((profile) => [profile.id, profile as Loose]));
  const areas: CapacityArea[] = [];
  for (const area of collections.areas) {
    if (area.floorPlanId !== floorPlanId) continue;
    const groups: CapacityClientGroup[] = [];
    for (const raw of area.capacityItems ?? []) {
      if (!raw || typeof raw !== 'object') continue;
      const item = raw as Loose;
      const device = devices.get(String(item.deviceProfileId));
      const usage = usages.get(String(item.usageProfileId));
      const count = num(item.clientCount ?? item.numberOfClients ?? item.amount, 0);
      if (!device || !usage || count <= 0) continue;
      const apps: CapacityApplication[] = (usage.applicationProfileIds ?? []).flatMap((id) => {
        const app = applications.get(id);
        return app
          ? [
              {
                name: String(app.name ?? id),
                bitRateBps: num(app.bitRate, 0),
                fullDuplex: app.fullDuplex === true,
                isVoice: app.accessCategory === 'AC_VO',
              },
            ]
          : [];
      });
      groups.push({ device: clientOfDeviceProfile(device), count, applications: apps });
    }
    if (groups.length > 0)
      areas.push({ id: area.id, name: area.name ?? area.id, polygon: polygonToMetres(area.area, metersPerUnit), groups });
  }
  return areas;
}

/** One capacity item of an area as the planner writes it: so many clients of a device profile running a usage profile. */
export interface CapacityItem {
  readonly deviceProfileId: string;
  readonly usageProfileId: string;
  readonly clientCount: number;
}
