import type { AntennaPattern, Band, Technology } from '@airscope/core';
import generated from './ap-catalogue.generated.json';

/** An antenna type from the source projects: gains resampled to the engine's pattern (dBi). */
export interface CatalogueAntenna {
  readonly key: string;
  readonly name: string;
  readonly vendor: string;
  readonly band: Band | null;
  readonly directional: boolean;
  readonly maxGainDbi: number | null;
  readonly pattern: AntennaPattern | null;
}

/** One radio slot of an AP model. BLE radios are listed but carry no Wi-Fi channel. */
export interface CatalogueRadio {
  readonly slot: number;
  readonly band: Band;
  readonly technology: Technology | 'BLE';
  readonly streams: number;
  readonly mounting: 'CEILING' | 'WALL';
  readonly defaultTxPowerDbm: number;
  /** The ceiling the editor allows (dBm): the band's ETSI EIRP limit; datasheet maxima are not in the sources. */
  readonly maxTxPowerDbm: number;
  readonly supportedWidthsMhz: readonly number[];
  /** Key of the antenna in the catalogue. */
  readonly antennaKey: string | null;
}

export interface CatalogueApModel {
  readonly id: string;
  readonly vendor: string;
  readonly model: string;
  readonly radios: readonly CatalogueRadio[];
  /** The .esx files the model was found in; empty for the built-in generic model. */
  readonly sources: readonly string[];
}

// ETSI EIRP limits: EN 300 328 (2.4 GHz, 100 mW), EN 301 893 (5150–5350 MHz, 200 mW), EN 303 687 (6 GHz LPI, 200 mW).
const EIRP_LIMIT_DBM: Readonly<Record<Band, number>> = { '2.4': 20, '5': 23, '6': 23 };
const DEFAULT_TX_POWER_DBM = 14;

/** Channel widths a technology offers on a band (802.11n: 20/40; ac: up to 160 on 5 GHz; ax/be on 6 GHz up to 160). */
export function supportedWidthsMhz(band: Band, technology: Technology | 'BLE'): number[] {
  if (technology === 'BLE') return [];
  if (band === '2.4') return technology === 'B' || technology === 'G' ? [20] : [20, 40];
  if (technology === 'A' || technology === 'G' || technology === 'B') return [20];
  if (technology === 'N') return [20, 40];
  return [20, 40, 80, 160];
}

export const CATALOGUE_ANTENNAS: readonly CatalogueAntenna[] = generated.antennaTypes.map((a) => ({
  key: a.key,
  name: a.name,
  vendor: a.vendor,
  band: (a.band as Band | null) ?? null,
  directional: a.directional,
  maxGainDbi: a.maxGainDbi ?? null,
  pattern: (a.pattern as AntennaPattern | null) ?? null,
}));

const GENERIC_OMNI_KEY = 'Generic 2.2dBi Omni';

/** The built-in model: a tri-band 802.11ax AP with the sources' generic 2.2 dBi omni antenna on every radio. */
export const GENERIC_OMNI_MODEL: CatalogueApModel = {
  id: 'generic|omni-tri-band',
  vendor: 'Generic',
  model: 'Omni 802.11ax tri-band',
  sources: [],
  radios: (['2.4', '5', '6'] as const).map((band, slot) => ({
    slot,
    band,
    technology: 'AX',
    streams: 2,
    mounting: 'CEILING',
    defaultTxPowerDbm: DEFAULT_TX_POWER_DBM,
    maxTxPowerDbm: EIRP_LIMIT_DBM[band],
    supportedWidthsMhz: supportedWidthsMhz(band, 'AX'),
    antennaKey: GENERIC_OMNI_KEY,
  })),
};

/** Every AP model: the generic omni first, then the models found in the source projects by vendor and name. */
export const AP_CATALOGUE: readonly CatalogueApModel[] = [
  GENERIC_OMNI_MODEL,
  ...generated.models.map((m) => ({
    id: `${m.vendor}|${m.model}`,
    vendor: m.vendor,
    model: m.model,
    sources: m.sources,
    radios: m.radios.map((r) => {
      const band = r.band as Band;
      const technology = r.technology as Technology | 'BLE';
      return {
        slot: r.slot,
        band,
        technology,
        streams: r.streams,
        mounting: r.mounting === 'WALL' ? 'WALL' : 'CEILING',
        defaultTxPowerDbm: r.defaultTxPowerDbm ?? DEFAULT_TX_POWER_DBM,
        maxTxPowerDbm: Math.max(EIRP_LIMIT_DBM[band], r.maxTxPowerSeenDbm ?? 0),
        supportedWidthsMhz: supportedWidthsMhz(band, technology),
        antennaKey: r.antennaKey,
      } satisfies CatalogueRadio;
    }),
  })),
];

/** A model by id (`vendor|model`), or undefined. */
export function findApModel(id: string): CatalogueApModel | undefined {
  return AP_CATALOGUE.find((model) => model.id === id);
}

/** The model an .esx access point names (vendor + model as written in accessPoints.json), if catalogued. */
export function findApModelByName(vendor: string | undefined, model: string | undefined): CatalogueApModel | undefined {
  const wanted = `${vendor ?? ''}|${(model ?? '').replace(/\s+/g, ' ').trim()}`.toLowerCase();
  return AP_CATALOGUE.find((entry) => entry.id.toLowerCase() === wanted);
}

/** The engine pattern of a catalogue antenna; undefined = isotropic 0 dBi. */
export function antennaPatternOf(key: string | null): AntennaPattern | undefined {
  return CATALOGUE_ANTENNAS.find((antenna) => antenna.key === key)?.pattern ?? undefined;
}
