import type { Requirement, RequirementCriterion } from './schemas/profile.schema.ts';

type EsxBand = 'TWO' | 'FIVE' | 'SIX';
/** One number for every band, or per band where the vendor differs (a missing band = no criterion there). */
type PerBand = number | Partial<Record<EsxBand, number>>;

interface StockProfile {
  readonly key: string;
  readonly name: string;
  readonly primaryDbm: number;
  readonly secondaryDbm?: PerBand;
  readonly snrDb: PerBand;
  readonly dataRateMbps: number;
  /** At most this many APs on the serving channel heard above `overlapDbm`. */
  readonly overlapAps: PerBand;
  readonly overlapDbm: number;
  /** At least this many APs heard above the given dBm (RTLS). */
  readonly minAps?: { readonly count: number; readonly dbm: number };
  readonly pingRttMs: number;
  /** Fraction of pings lost (0.02 = 2 %). */
  readonly pingLoss: number;
}

const BANDS: readonly EsxBand[] = ['TWO', 'FIVE', 'SIX'];
const HIGH = (two: number, high: number) => ({ TWO: two, FIVE: high, SIX: high });

/**
 * Ekahau's stock requirement profiles (docs/esx-format.md §10: the AI Pro 11.8 set, the same values as the 10.3
 * `requirements.json` of the test fixture plus the 6 GHz rows). "Ekahau Best Practices" is the default.
 */
const STOCK_PROFILES: readonly StockProfile[] = [
  {
    key: 'DataVoIP',
    name: 'Ekahau Best Practices',
    primaryDbm: -67,
    secondaryDbm: { FIVE: -67, SIX: -67 },
    snrDb: HIGH(20, 25),
    dataRateMbps: 24,
    overlapAps: HIGH(2, 1),
    overlapDbm: -85,
    pingRttMs: 200,
    pingLoss: 0,
  },
  {
    key: 'BasicConnectivity',
    name: 'Basic Connectivity',
    primaryDbm: -75,
    secondaryDbm: -80,
    snrDb: 16,
    dataRateMbps: 11,
    overlapAps: HIGH(3, 1),
    overlapDbm: -80,
    pingRttMs: 500,
    pingLoss: 0.1,
  },
  {
    key: 'HighSpeedConnectivity',
    name: 'High Speed Connectivity',
    primaryDbm: -70,
    secondaryDbm: -80,
    snrDb: 16,
    dataRateMbps: 12,
    overlapAps: HIGH(3, 1),
    overlapDbm: -80,
    pingRttMs: 300,
    pingLoss: 0.05,
  },
  {
    key: 'VoiceCisco',
    name: 'Cisco Design Guideline',
    primaryDbm: -65,
    secondaryDbm: -75,
    snrDb: 25,
    dataRateMbps: 12,
    overlapAps: 1,
    overlapDbm: -86,
    pingRttMs: 300,
    pingLoss: 0.02,
  },
  {
    key: 'ArubaVHD',
    name: 'Aruba VHD Guideline',
    primaryDbm: -65,
    secondaryDbm: -75,
    snrDb: 25,
    dataRateMbps: 12,
    overlapAps: 1,
    overlapDbm: -85,
    pingRttMs: 300,
    pingLoss: 0.05,
  },
  {
    key: 'RuckusBestPractices',
    name: 'Ruckus Best Practices',
    primaryDbm: -65,
    secondaryDbm: -75,
    snrDb: 25,
    dataRateMbps: 12,
    overlapAps: HIGH(2, 1),
    overlapDbm: -85,
    pingRttMs: 300,
    pingLoss: 0.02,
  },
  {
    key: 'VoiceLync',
    name: 'Skype / Lync Guidelines',
    primaryDbm: -65,
    secondaryDbm: -75,
    snrDb: 25,
    dataRateMbps: 12,
    overlapAps: 1,
    overlapDbm: -85,
    pingRttMs: 200,
    pingLoss: 0.02,
  },
  {
    key: 'VoiceVocera',
    name: 'Vocera Best Practices',
    primaryDbm: -65,
    secondaryDbm: -75,
    snrDb: 25,
    dataRateMbps: 11,
    overlapAps: HIGH(4, 1),
    overlapDbm: -80,
    pingRttMs: 200,
    pingLoss: 0.02,
  },
  {
    key: 'VoicePolycomDualBand',
    name: 'Polycom Guidelines',
    primaryDbm: -60,
    secondaryDbm: -70,
    snrDb: 25,
    dataRateMbps: 11,
    overlapAps: HIGH(4, 1),
    overlapDbm: -80,
    pingRttMs: 200,
    pingLoss: 0.01,
  },
  {
    key: 'LocationTracking',
    name: 'Location Tracking (RTLS)',
    primaryDbm: -62,
    snrDb: 7,
    dataRateMbps: 2,
    overlapAps: 5,
    overlapDbm: -80,
    minAps: { count: 3, dbm: -75 },
    pingRttMs: 300,
    pingLoss: 0.05,
  },
  {
    key: 'WIDS-WIPS',
    name: 'WIPS / WIDS',
    primaryDbm: -90,
    snrDb: 2,
    dataRateMbps: 1,
    overlapAps: HIGH(3, 1),
    overlapDbm: -80,
    pingRttMs: 2000,
    pingLoss: 0.5,
  },
];

/** The key of the stock profile a new project uses where no area says otherwise. */
export const DEFAULT_STOCK_REQUIREMENT_KEY = 'DataVoIP';

const onBand = (value: PerBand | undefined, band: EsxBand): number | undefined => (typeof value === 'number' ? value : value?.[band]);

function criterion(
  band: EsxBand,
  type: string,
  fn: 'AT_LEAST' | 'AT_MOST',
  value: number | undefined,
  additionalLimit?: number,
): RequirementCriterion[] {
  if (value === undefined) return [];
  return [
    {
      radioTechnology: 'IEEE802_11',
      frequencyBand: band,
      type,
      function: fn,
      value,
      ...(additionalLimit !== undefined ? { additionalLimit } : {}),
    },
  ];
}

// Row order as Ekahau writes them: the RF rows band by band, then ping RTT and loss band by band.
function criteriaOf(profile: StockProfile): RequirementCriterion[] {
  const rf = BANDS.flatMap((band) => [
    ...criterion(band, 'SIGNAL_STRENGTH', 'AT_LEAST', profile.primaryDbm),
    ...criterion(band, 'SECONDARY_SIGNAL_STRENGTH', 'AT_LEAST', onBand(profile.secondaryDbm, band)),
    // additionalLimit 1: the number of APs that must meet the SNR, always 1 in stock files.
    ...criterion(band, 'SIGNAL_TO_NOISE_RATIO', 'AT_LEAST', onBand(profile.snrDb, band), 1),
    ...criterion(band, 'DATA_RATE', 'AT_LEAST', profile.dataRateMbps),
    ...criterion(band, 'NUMBER_OF_ACCESS_POINTS', 'AT_LEAST', profile.minAps?.count, profile.minAps?.dbm),
    ...criterion(band, 'CHANNEL_OVERLAP', 'AT_MOST', onBand(profile.overlapAps, band), profile.overlapDbm),
  ]);
  const ping = BANDS.flatMap((band) => [
    ...criterion(band, 'PING_RTT', 'AT_MOST', profile.pingRttMs),
    ...criterion(band, 'RELATIVE_PING_PACKET_LOSS', 'AT_MOST', profile.pingLoss),
  ]);
  return [...rf, ...ping];
}

/**
 * Ekahau's eleven stock requirement profiles as `requirements.json` records with fresh ids (`newId` makes
 * one: a UUID v4, as Ekahau writes them). "Ekahau Best Practices" is `isDefault`; criterion values in
 * dBm, dB, Mb/s, AP counts, ms and fractions as docs/esx-format.md §10 describes.
 */
export function createStockRequirements(newId: () => string): Requirement[] {
  return STOCK_PROFILES.map((profile) => ({
    id: newId(),
    status: 'CREATED',
    name: profile.name,
    key: profile.key,
    isDefault: profile.key === DEFAULT_STOCK_REQUIREMENT_KEY,
    noiseType: 'AUTOMATIC',
    criteria: criteriaOf(profile),
  }));
}
