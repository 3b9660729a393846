import { STOCK_MATERIALS } from '@airscope/core';
import { createStockRequirements } from '../stock-requirements.ts';
import { toCoreBand } from '../rf-model/convert-units.ts';

type EsxRecordOut = Record<string, unknown>;
/** Makes the id of a stock record from what it is (`kind`) and its stock key. */
export type StockId = (kind: string, key: string) => string;

const BANDS = ['TWO', 'FIVE', 'SIX'] as const;
const flat = (dbPerM: number) => BANDS.map((band) => ({ band, attenuationFactor: dbPerM }));

// Ekahau's stock floor types (key, name, dB/m, legacy number); "Office (US)" is its default (docs/esx-format.md §5).
const FLOOR_TYPES = [
  ['FloorTypes.HardlyAny', 'Hardly Any', 10, 0],
  ['FloorTypes.ThinFloor', 'Thin Floor', 20, 1],
  ['FloorTypes.OfficeUS', 'Office (US)', 30, 2],
  ['FloorTypes.OfficeEU', 'Office (EU)', 40, 3],
  ['FloorTypes.Hospital', 'Hospital', 36, 4],
  ['FloorTypes.Hotel', 'Hotel', 36, 5],
  ['FloorTypes.Basement', 'Basement', 40, 6],
  ['FloorTypes.HeavyFloor', 'Heavy Floor', 50, 7],
  ['FloorTypes.VeryHeavyFloor', 'Very Heavy Floor', 60, 8],
] as const;
export const DEFAULT_FLOOR_TYPE_KEY = 'FloorTypes.OfficeUS';

// Ekahau's stock attenuation-area types: key, name, colour, dB/m, top of the area in metres (none = full height).
const ATTENUATION_AREA_TYPES = [
  ['cubicle-h1.5m', 'Cubicle', '#BEBEBE', 3, 1.5],
  ['human_crowd', 'Human crowd', '#F79F81', 3, 1.75],
  ['cabling', 'Cabling Closet', '#FF00FF', 7, undefined],
  ['warehouse_rack', 'Warehouse Rack', '#404040', 18, undefined],
  ['elevator', 'Elevator', '#8E8E8E', 17, undefined],
  ['retail_shelf', 'Retail Shelf', '#00FA9A', 5, 1.5],
  ['market_stall', 'Market Stall', '#B2E041', 3.5, 2.5],
  ['restaurant_seating', 'Restaurant Seating', '#948A54', 3, 1.5],
  ['open_office', 'Whole Map: Office (Open)', '#B7DEE8', 0.5, undefined],
  ['closed_office', 'Whole Map: Office (Closed)', '#B3A2C7', 1.1, undefined],
  ['light_building', 'Wide Area: Building (Light)', '#FFC000', 5, undefined],
  ['heavy_building', 'Wide Area: Building (Heavy)', '#558ED5', 10, undefined],
  ['foliage', 'Wide Area: Foliage', '#77933C', 2, undefined],
] as const;

// Ekahau's generic client devices: key, name, chains/streams, offset dB, widest channel, legacy number.
const DEVICE_PROFILES = [
  ['DeviceProfile.GenericLaptop', 'Generic Laptop', 3, -3, 'BW_80', 0],
  ['DeviceProfile.GenericSmartphone', 'Generic Smartphone', 2, -10, 'BW_80', 1],
  ['DeviceProfile.GenericTablet', 'Generic Tablet', 2, -5, 'BW_80', 2],
  ['DeviceProfile.GenericVoip', 'Generic VoIP Phone', 2, -10, 'BW_20', 3],
  ['DeviceProfile.GenericBarcodeScanner', 'Generic Barcode Scanner', 1, -10, 'BW_20', 4],
] as const;

const MBIT = 1_048_576;
// Ekahau's stock applications (bit rates as Ekahau counts them, 1 Mbit = 2^20 bit): key, name, category, bit/s, duplex, legacy.
const APPLICATIONS = [
  ['VeryLowSla', 'SLA, Very Low', 'AC_BE', 0.25 * MBIT, false, 0],
  ['LowSla', 'SLA, Low', 'AC_BE', 1 * MBIT, false, 1],
  ['NormalSla', 'SLA, Normal', 'AC_BE', 2 * MBIT, false, 2],
  ['HighSla', 'SLA, Heavy', 'AC_BE', 4 * MBIT, false, 3],
  ['VeryHighSla', 'SLA, Very Heavy', 'AC_BE', 10 * MBIT, false, 4],
  ['WebEmailNormal', 'Web Email, Normal', 'AC_BE', 2 * MBIT, false, 11],
  ['FileSharingNormal', 'File Sharing, Normal', 'AC_BE', 10 * MBIT, false, 9],
  ['VideoYoutube1080p', 'Video, YouTube 1080p', 'AC_BE', 5 * MBIT, false, 22],
  ['BackgroundSla', 'Mobile, Background Sync', 'AC_BE', 0.5 * MBIT, false, 31],
  ['VoipGeneric', 'VoIP, Wi-Fi Calling', 'AC_VO', 0.08 * MBIT, true, 27],
  ['AssociationOnly', 'Association Only', 'AC_BE', 0, false, 32],
] as const;

// Ekahau's stock usage profiles: key, name, application keys, legacy number.
const USAGES = [
  ['VeryLowSLA', 'Very Low SLA (256 Kbps)', ['VeryLowSla'], 1],
  ['LowUsage', 'Low SLA (1 Mbps)', ['LowSla'], 2],
  ['MediumUsage', 'Normal SLA (2 Mbps)', ['NormalSla'], 3],
  ['HighUsage', 'High SLA (4 Mbps)', ['HighSla'], 4],
  ['VeryHighUsage', 'Very High SLA (10 Mbps)', ['VeryHighSla'], 16],
  ['WebAndEmail', 'Web Email (2 Mbps)', ['WebEmailNormal'], 5],
  ['FileSharing', 'File Sharing, Normal (10 Mbps)', ['FileSharingNormal'], 6],
  ['StreamingVideo', 'Streaming, Video', ['VideoYoutube1080p'], 12],
  ['BackgroundUsage', 'Background Sync', ['BackgroundSla'], 14],
  ['VoIPGeneric', 'VoIP, Generic', ['VoipGeneric'], 7],
  ['AssociatedOnly', 'Association Only', ['AssociationOnly'], 15],
] as const;

// Legacy 802.11b/g rates below 12 Mbps off, the rest mandatory: Ekahau's stock basic-rate set.
const RATES: Record<(typeof BANDS)[number], readonly string[]> = {
  TWO: ['R1', 'R2', 'R5D5', 'R6', 'R9', 'R11', 'R12', 'R18', 'R24', 'R36', 'R48', 'R54'],
  FIVE: ['R6', 'R9', 'R12', 'R18', 'R24', 'R36', 'R48', 'R54'],
  SIX: ['R6', 'R9', 'R12', 'R18', 'R24', 'R36', 'R48', 'R54'],
};
const MANDATORY_FROM = ['R12', 'R18', 'R24', 'R36', 'R48', 'R54'];

const created = (id: string, fields: EsxRecordOut): EsxRecordOut => ({ ...fields, id, status: 'CREATED' });

/** The catalogues every Ekahau file carries, as records with ids from `stockId`: one function per collection. */
export const STOCK_CATALOGUES = {
  wallTypes: (stockId: StockId) =>
    STOCK_MATERIALS.map((m) =>
      created(stockId('wallType', m.key), {
        name: m.name,
        key: m.key,
        color: m.color,
        propagationProperties: BANDS.map((band) => ({
          band,
          attenuationFactor: m.dbPerM[toCoreBand(band)],
        })),
        thickness: m.thicknessM,
        lowerEdge: 0,
      }),
    ),
  floorTypes: (stockId: StockId) =>
    FLOOR_TYPES.map(([key, name, dbPerM, legacyId]) =>
      created(stockId('floorType', key), {
        key,
        name,
        propagationProperties: flat(dbPerM),
        isDefault: key === DEFAULT_FLOOR_TYPE_KEY,
        legacyId,
      }),
    ),
  attenuationAreaTypes: (stockId: StockId) =>
    ATTENUATION_AREA_TYPES.map(([key, name, color, dbPerM, upperEdge]) =>
      created(stockId('attenuationAreaType', key), {
        name,
        key,
        color,
        propagationProperties: flat(dbPerM),
        lowerEdge: 0,
        ...(upperEdge === undefined ? {} : { upperEdge }),
      }),
    ),
  requirements: (stockId: StockId) => {
    let index = 0;
    return createStockRequirements(() => stockId('requirement', String(index++)));
  },
  deviceProfiles: (stockId: StockId) =>
    DEVICE_PROFILES.map(([key, name, chains, offset, maxSupportedBandwidth, legacyId]) =>
      created(stockId('deviceProfile', key), {
        name,
        key,
        mimoTxChains: chains,
        mimoRxChains: chains,
        spatialStreams: chains,
        offset24: offset,
        offset5: offset,
        offset6: offset,
        maxSupportedBandwidth,
        deviceProfileTechnology: 'AC',
        bandSelectionBehaviour: 'AUTOMATIC',
        editable: false,
        legacyId,
      }),
    ),
  applicationProfiles: (stockId: StockId) =>
    APPLICATIONS.map(([key, name, accessCategory, bitRate, fullDuplex, legacyId]) =>
      created(stockId('applicationProfile', key), {
        name,
        key: `ApplicationProfile.${key}`,
        accessCategory,
        applicationProtocols: fullDuplex ? ['UDP', 'RTP'] : ['UNKNOWN'],
        packetSize: bitRate === 0 ? 0 : fullDuplex ? 200 : 1500,
        bitRate,
        fullDuplex,
        legacyId,
      }),
    ),
  usageProfiles: (stockId: StockId) =>
    USAGES.map(([key, name, apps, legacyId]) =>
      created(stockId('usageProfile', key), {
        name,
        key: `UsageProfile.${key}`,
        editable: false,
        applicationProfileIds: apps.map((app) => stockId('applicationProfile', app)),
        legacyId,
      }),
    ),
  networkCapacitySettings: (stockId: StockId) =>
    BANDS.map((band) =>
      created(stockId('networkCapacitySetting', band), {
        frequencyBand: band,
        numberOfSsids: 2,
        rtsCtsEnabled: false,
        maxAssociatedClientsAmount: 200,
        abgRates: RATES[band].map((rate) => ({ rate, state: MANDATORY_FROM.includes(rate) ? 'MANDATORY' : 'DISABLED' })),
        bssColoring: false,
      }),
    ),
} satisfies Record<string, (stockId: StockId) => unknown[]>;
