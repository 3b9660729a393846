import { randomUUID } from 'node:crypto';
import { channelToFrequency } from '@airscope/esx';
import type { ControllerAccessPoint, ControllerRadio, ControllerVendor } from './vendors/controller-client.ts';

type EsxRecord = Record<string, unknown> & { id: string };

// The planner's defaults for a radio whose power the controller does not report (docs/product.md §4 planning).
const DEFAULT_POWER_DBM: Record<ControllerRadio['band'], number> = { '2.4': 14, '5': 17, '6': 17 };
const DEFAULT_HEIGHT_M = 2.4;
const MAKER: Record<ControllerVendor, string> = { CATALYST_CENTER: 'Cisco', MERAKI: 'Cisco Meraki', MIST: 'Juniper Mist' };

/** Floor-plan units (pixels of the plan image) per metre of one imported floor. */
export interface FloorPlacement {
  floorPlanId: string;
  metersPerUnit: number;
}

export function coordOf(ap: ControllerAccessPoint, floor: FloorPlacement): { x: number; y: number } {
  return { x: (ap.xM ?? 0) / floor.metersPerUnit, y: (ap.yM ?? 0) / floor.metersPerUnit };
}

/** The AP record as the planner keeps it, plus the controller's MAC so later syncs find it again. */
export function accessPointRecord(
  vendor: ControllerVendor,
  ap: ControllerAccessPoint,
  floor: FloorPlacement,
  base: EsxRecord = { id: randomUUID() },
  coord: { x: number; y: number } = coordOf(ap, floor),
): EsxRecord {
  return {
    ...base,
    status: 'CREATED',
    name: ap.name,
    mine: true,
    userDefinedPosition: true,
    vendor: typeof base.vendor === 'string' ? base.vendor : MAKER[vendor],
    ...(ap.model ? { model: ap.model } : {}),
    mac: ap.mac,
    location: { floorPlanId: floor.floorPlanId, coord },
  };
}

/**
 * One simulated radio per radio the controller reports. 6 GHz channel numbers overlap the other bands,
 * so those are written as centre frequencies, which the engine reads without a band hint.
 */
export function radioRecords(ap: ControllerAccessPoint, accessPointId: string): EsxRecord[] {
  return ap.radios.map((radio, index) => {
    const sixGhzMhz = radio.band === '6' && radio.channel !== null ? channelToFrequency(radio.channel, 'SIX') : undefined;
    return {
      id: randomUUID(),
      status: 'CREATED',
      accessPointId,
      accessPointIndex: index,
      enabled: true,
      transmitPower: radio.txPowerDbm ?? DEFAULT_POWER_DBM[radio.band],
      ...(sixGhzMhz !== undefined ? { channelByCenterFrequencyDefinedNarrowChannels: [sixGhzMhz] } : {}),
      ...(radio.channel !== null && radio.band !== '6' ? { channel: [radio.channel] } : {}),
      technology: 'AX',
      radioTechnology: 'IEEE802_11',
      antennaHeight: DEFAULT_HEIGHT_M,
      antennaMounting: 'CEILING',
      antennaDirection: 0,
      antennaTilt: 0,
      spatialStreamCount: 2,
    };
  });
}
