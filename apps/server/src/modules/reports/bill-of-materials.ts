import { bandOfFrequency, type Band } from '@airscope/core';
import type { EsxProject, SimulatedRadio } from '@airscope/esx';

export type BomCategory = 'access-point' | 'radio' | 'antenna' | 'mount';

/** One purchasable line: what it is and how many, with the count on each floor. */
export interface BomItem {
  readonly category: BomCategory;
  readonly vendor: string;
  readonly model: string;
  /** Band of a radio, mounting of a mount; empty otherwise. */
  readonly detail: string;
  readonly quantity: number;
  readonly perFloor: readonly { building: string; floor: string; quantity: number }[];
}

const CATEGORY_ORDER: readonly BomCategory[] = ['access-point', 'radio', 'antenna', 'mount'];
const ESX_BAND: Record<string, Band> = { TWO: '2.4', FIVE: '5', SIX: '6' };

/** A radio's band from its centre frequencies, else its antenna's band, else its channel number. */
function bandOfRadio(radio: SimulatedRadio, antennaBand: string | undefined): Band | undefined {
  const mhz = radio.channelByCenterFrequencyDefinedNarrowChannels?.[0];
  if (mhz !== undefined) return bandOfFrequency(mhz);
  if (antennaBand && ESX_BAND[antennaBand]) return ESX_BAND[antennaBand];
  const channel = radio.channel?.[0];
  return channel === undefined ? undefined : channel <= 14 ? '2.4' : '5';
}

/**
 * The bill of materials of a planned project: placed APs by vendor and model, their Wi-Fi radios by band,
 * external antennas (antenna types not built into an AP model) and one mount per AP by its mounting.
 */
export function buildBillOfMaterials(project: EsxProject, names: { noBuilding: string }): BomItem[] {
  const { collections } = project;
  const floorNames = new Map(collections.floorPlans.map((plan) => [plan.id, plan.name ?? plan.id]));
  const buildingNames = new Map(collections.buildings.map((building) => [building.id, building.name ?? building.id]));
  const buildingOfFloor = new Map(
    collections.buildingFloors.map((link) => [link.floorPlanId, buildingNames.get(link.buildingId) ?? names.noBuilding]),
  );
  const antennas = new Map(collections.antennaTypes.map((antenna) => [antenna.id, antenna]));
  const radiosOfAp = new Map<string, SimulatedRadio[]>();
  for (const radio of collections.simulatedRadios) {
    radiosOfAp.set(radio.accessPointId, [...(radiosOfAp.get(radio.accessPointId) ?? []), radio]);
  }
  const items = new Map<
    string,
    { item: Omit<BomItem, 'quantity' | 'perFloor'>; floors: Map<string, { building: string; floor: string; quantity: number }> }
  >();
  const add = (category: BomCategory, vendor: string, model: string, detail: string, building: string, floor: string) => {
    const key = JSON.stringify([category, vendor, model, detail]);
    let entry = items.get(key);
    if (!entry) items.set(key, (entry = { item: { category, vendor, model, detail }, floors: new Map() }));
    const floorKey = `${building}\u0000${floor}`;
    const row = entry.floors.get(floorKey) ?? { building, floor, quantity: 0 };
    row.quantity += 1;
    entry.floors.set(floorKey, row);
  };

  for (const ap of collections.accessPoints) {
    const floorPlanId = ap.location?.floorPlanId;
    // Measured APs of neighbours are not bought: only the project's own placed, planned APs count (radios switched off or not).
    if (!floorPlanId || !floorNames.has(floorPlanId) || ap.mine === false || !radiosOfAp.has(ap.id)) continue;
    const floor = floorNames.get(floorPlanId)!;
    const building = buildingOfFloor.get(floorPlanId) ?? names.noBuilding;
    const vendor = ap.vendor?.trim() || '—';
    const model = ap.model?.trim() || '—';
    add('access-point', vendor, model, '', building, floor);
    const radios = radiosOfAp.get(ap.id)!;
    for (const radio of radios) {
      if (radio.enabled === false) continue;
      const antenna = radio.antennaTypeId ? antennas.get(radio.antennaTypeId) : undefined;
      if ((radio.radioTechnology ?? 'IEEE802_11') !== 'IEEE802_11') continue;
      const band = bandOfRadio(radio, antenna?.frequencyBand);
      if (band) add('radio', vendor, model, band, building, floor);
      // An antenna built into the AP (Ekahau's INTERNAL_ANTENNA, or one named for an AP model) is not bought apart.
      const isExternal = antenna && !antenna.apModel && antenna.apCoupling !== 'INTERNAL_ANTENNA';
      if (antenna && isExternal) add('antenna', antenna.apVendor ?? vendor, antenna.name ?? antenna.id, '', building, floor);
    }
    const mounting = radios.find((radio) => radio.antennaMounting)?.antennaMounting ?? 'CEILING';
    add('mount', vendor, model, mounting === 'CEILING' || mounting === 'WALL' ? mounting : 'OTHER', building, floor);
  }

  return [...items.values()]
    .map(({ item, floors }) => {
      const perFloor = [...floors.values()].sort(
        (a, b) => a.building.localeCompare(b.building) || a.floor.localeCompare(b.floor, undefined, { numeric: true }),
      );
      return { ...item, quantity: perFloor.reduce((sum, row) => sum + row.quantity, 0), perFloor };
    })
    .sort(
      (a, b) =>
        CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) ||
        a.vendor.localeCompare(b.vendor) ||
        a.model.localeCompare(b.model) ||
        a.detail.localeCompare(b.detail),
    );
}
