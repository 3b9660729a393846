import type { Band } from '../model/bands.ts';

/**
 * One block of a regulatory domain: the 20 MHz channels it allows on a band, the most a radio may radiate
 * there (EIRP, dBm), optionally as a power spectral density (dBm/MHz EIRP, so wider channels may radiate
 * more up to the cap), whether radar detection (DFS) applies and whether it is for indoor use only.
 */
export interface RegulatoryRule {
  readonly band: Band;
  readonly channels: readonly number[];
  readonly maxEirpDbm: number;
  readonly psdDbmPerMhz?: number;
  readonly isDfs: boolean;
  readonly isIndoorOnly: boolean;
}

/** A country's Wi-Fi rules: ISO 3166-1 alpha-2 code, English name, regulator and rule set. */
export interface RegulatoryDomain {
  readonly code: string;
  readonly name: string;
  readonly regulator: string;
  readonly rules: readonly RegulatoryRule[];
}

const steps = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

const rule = (
  band: Band,
  channels: readonly number[],
  maxEirpDbm: number,
  flags: { dfs?: boolean; indoor?: boolean; psd?: number } = {},
): RegulatoryRule => ({
  band,
  channels,
  maxEirpDbm,
  ...(flags.psd !== undefined ? { psdDbmPerMhz: flags.psd } : {}),
  isDfs: flags.dfs ?? false,
  isIndoorOnly: flags.indoor ?? false,
});

/*
 * Sources (public; values as EIRP, assuming transmit power control where the rule offers a higher limit with it).
 * Channel lists are cross-checked against the Linux wireless-regdb database (db.txt,
 * https://git.kernel.org/pub/scm/linux/kernel/git/wens/wireless-regdb.git/tree/db.txt), whose entries cite the same
 * regulators' documents:
 * - US (FCC): 47 CFR §15.247 (2.4 GHz: 1 W conducted + 6 dBi = 36 dBm), §15.407 (U-NII-1 and -3: 36 dBm; U-NII-2A/2C:
 *   250 mW + 6 dBi = 30 dBm, DFS), FCC 20-51 (6 GHz low-power indoor: 5 dBm/MHz, at most 30 dBm, U-NII-5 to -8).
 * - EU/EEA (ETSI/CEPT): Commission Implementing Decision (EU) 2019/1345 and ETSI EN 300 328 (2.4 GHz: 100 mW),
 *   Decision 2005/513/EC as amended by 2007/90/EC and EN 301 893 (5150–5350 MHz: 200 mW, indoor; 5250–5350 and
 *   5470–5725 MHz: DFS; 5470–5725 MHz: 1 W), Decision (EU) 2021/1067 and EN 303 687 (5945–6425 MHz: 23 dBm,
 *   10 dBm/MHz, indoor).
 * - UK (Ofcom): IR 2030 (as the EU for 2.4 and 5150–5725 MHz, plus 5725–5850 MHz at 200 mW indoor, and 5470–5730 MHz),
 *   Ofcom statement "Improving spectrum access for consumers in the 5 GHz band" (2017) and its 6 GHz statement
 *   (2020: 5925–6425 MHz, 250 mW, 11 dBm/MHz, indoor).
 * - JP (MIC): Radio Equipment Regulations Art. 49-20, ARIB STD-T66 (2.4 GHz) and STD-T71 (5 GHz: W52/W53 10 mW/MHz,
 *   W56 1 W, DFS on W53/W56), MIC 2022 6 GHz order (5925–6425 MHz, 200 mW, 10 dBm/MHz, indoor).
 * - CA (ISED): RSS-247 Issue 2 (2.4 GHz: 4 W EIRP; 5150–5250 MHz: 200 mW indoor; 5250–5350 and 5470–5600/5650–5725
 *   MHz: 1 W with DFS, 5600–5650 MHz left out; 5725–5850 MHz: 4 W), RSS-248 Issue 2 (6 GHz as the FCC's LPI).
 * - AU (ACMA): Radiocommunications (Low Interference Potential Devices) Class Licence 2015 as amended in 2022
 *   (2.4 GHz: 4 W; 5150–5350 MHz: 200 mW; 5470–5600/5650–5725 MHz: 1 W with DFS; 5725–5850 MHz: 4 W;
 *   5925–6425 MHz: 250 mW, 11 dBm/MHz, indoor).
 */
const FCC_RULES: readonly RegulatoryRule[] = [
  rule('2.4', steps(1, 11, 1), 36),
  rule('5', steps(36, 48, 4), 36),
  rule('5', steps(52, 64, 4), 30, { dfs: true }),
  rule('5', steps(100, 144, 4), 30, { dfs: true }),
  rule('5', steps(149, 165, 4), 36),
  rule('6', steps(1, 233, 4), 30, { psd: 5, indoor: true }),
];

const ETSI_RULES: readonly RegulatoryRule[] = [
  rule('2.4', steps(1, 13, 1), 20),
  rule('5', steps(36, 48, 4), 23, { indoor: true }),
  rule('5', steps(52, 64, 4), 23, { dfs: true, indoor: true }),
  rule('5', steps(100, 140, 4), 30, { dfs: true }),
  rule('6', steps(1, 93, 4), 23, { psd: 10, indoor: true }),
];

const UK_RULES: readonly RegulatoryRule[] = [
  rule('2.4', steps(1, 13, 1), 20),
  rule('5', steps(36, 48, 4), 23, { indoor: true }),
  rule('5', steps(52, 64, 4), 23, { dfs: true, indoor: true }),
  rule('5', steps(100, 144, 4), 30, { dfs: true }),
  rule('5', steps(149, 165, 4), 23, { indoor: true }),
  rule('6', steps(1, 93, 4), 24, { psd: 11, indoor: true }),
];

const JP_RULES: readonly RegulatoryRule[] = [
  rule('2.4', steps(1, 13, 1), 20),
  rule('5', steps(36, 48, 4), 23, { psd: 10, indoor: true }),
  rule('5', steps(52, 64, 4), 23, { psd: 10, dfs: true, indoor: true }),
  rule('5', steps(100, 140, 4), 30, { psd: 17, dfs: true }),
  rule('6', steps(1, 93, 4), 23, { psd: 10, indoor: true }),
];

const CA_RULES: readonly RegulatoryRule[] = [
  rule('2.4', steps(1, 11, 1), 36),
  rule('5', steps(36, 48, 4), 23, { psd: 10, indoor: true }),
  rule('5', steps(52, 64, 4), 30, { dfs: true }),
  rule('5', [...steps(100, 116, 4), ...steps(132, 144, 4)], 30, { dfs: true }),
  rule('5', steps(149, 165, 4), 36),
  rule('6', steps(1, 233, 4), 30, { psd: 5, indoor: true }),
];

const AU_RULES: readonly RegulatoryRule[] = [
  rule('2.4', steps(1, 13, 1), 36),
  rule('5', steps(36, 48, 4), 23, { indoor: true }),
  rule('5', steps(52, 64, 4), 23, { dfs: true }),
  rule('5', [...steps(100, 116, 4), ...steps(132, 144, 4)], 30, { dfs: true }),
  rule('5', steps(149, 165, 4), 36),
  rule('6', steps(1, 93, 4), 24, { psd: 11, indoor: true }),
];

// EU members plus the EEA and CEPT countries that apply the same harmonised decisions.
const ETSI_COUNTRIES: readonly (readonly [string, string])[] = [
  ['AT', 'Austria'],
  ['BE', 'Belgium'],
  ['BG', 'Bulgaria'],
  ['CH', 'Switzerland'],
  ['CY', 'Cyprus'],
  ['CZ', 'Czechia'],
  ['DE', 'Germany'],
  ['DK', 'Denmark'],
  ['EE', 'Estonia'],
  ['ES', 'Spain'],
  ['FI', 'Finland'],
  ['FR', 'France'],
  ['GR', 'Greece'],
  ['HR', 'Croatia'],
  ['HU', 'Hungary'],
  ['IE', 'Ireland'],
  ['IS', 'Iceland'],
  ['IT', 'Italy'],
  ['LI', 'Liechtenstein'],
  ['LT', 'Lithuania'],
  ['LU', 'Luxembourg'],
  ['LV', 'Latvia'],
  ['MT', 'Malta'],
  ['NL', 'Netherlands'],
  ['NO', 'Norway'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['RO', 'Romania'],
  ['SE', 'Sweden'],
  ['SI', 'Slovenia'],
  ['SK', 'Slovakia'],
];

/** Every country the planner offers, sorted by name. */
export const REGULATORY_DOMAINS: readonly RegulatoryDomain[] = [
  { code: 'US', name: 'United States', regulator: 'FCC', rules: FCC_RULES },
  { code: 'CA', name: 'Canada', regulator: 'ISED', rules: CA_RULES },
  { code: 'GB', name: 'United Kingdom', regulator: 'Ofcom', rules: UK_RULES },
  { code: 'JP', name: 'Japan', regulator: 'MIC', rules: JP_RULES },
  { code: 'AU', name: 'Australia', regulator: 'ACMA', rules: AU_RULES },
  ...ETSI_COUNTRIES.map(([code, name]) => ({ code, name, regulator: 'ETSI', rules: ETSI_RULES })),
].sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The domain of an ISO 3166-1 alpha-2 code (any case), or undefined when the table has no such country. */
export function findRegulatoryDomain(code: string | null | undefined): RegulatoryDomain | undefined {
  if (!code) return undefined;
  const upper = code.toUpperCase();
  return REGULATORY_DOMAINS.find((domain) => domain.code === upper);
}

/** The rule covering a 20 MHz channel of a band, or undefined when the domain does not allow it. */
export function regulatoryRuleOf(domain: RegulatoryDomain, band: Band, channel: number): RegulatoryRule | undefined {
  return domain.rules.find((candidate) => candidate.band === band && candidate.channels.includes(channel));
}

/** The 20 MHz channels a domain allows on a band, ascending. */
export function allowedChannelsOf(domain: RegulatoryDomain, band: Band): number[] {
  return domain.rules
    .filter((candidate) => candidate.band === band)
    .flatMap((candidate) => candidate.channels)
    .sort((a, b) => a - b);
}

/**
 * The most a channel of these 20 MHz sub-channels may radiate (dBm EIRP): the lowest limit of the rules covering
 * them, a spectral-density limit taken over the whole width; undefined when a sub-channel is not allowed.
 */
export function maxEirpDbmOf(domain: RegulatoryDomain, band: Band, subChannels: readonly number[]): number | undefined {
  let limit = Infinity;
  for (const channel of subChannels) {
    const found = regulatoryRuleOf(domain, band, channel);
    if (!found) return undefined;
    const density = found.psdDbmPerMhz === undefined ? Infinity : found.psdDbmPerMhz + 10 * Math.log10(20 * subChannels.length);
    limit = Math.min(limit, found.maxEirpDbm, density);
  }
  return Number.isFinite(limit) ? Math.round(limit * 10) / 10 : undefined;
}
