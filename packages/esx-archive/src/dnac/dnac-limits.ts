import { DEFAULT_ESX_LIMITS, type EsxLimits } from '../esx-limits.ts';

const MiB = 1024 * 1024;

/** The `.esx` reader's caps (entries, sizes, ratios, names) plus the few a map descriptor needs. */
export interface DnacLimits extends EsxLimits {
  /** Uncompressed size of `xmlDir/MapsImportExport.xml`; it is parsed in memory. */
  readonly maxXmlBytes: number;
  /** Nesting of XML elements. */
  readonly maxXmlDepth: number;
  /** XML elements in the descriptor. */
  readonly maxXmlElements: number;
  /** Floors in one archive. */
  readonly maxFloors: number;
  /** Width × height of one floor image in pixels. */
  readonly maxImagePixels: number;
}

/**
 * docs/security.md F2 for map archives: the `.esx` caps, with fewer entries (a map export is a descriptor and its
 * images) and smaller sizes, because a map archive is unpacked in memory where an `.esx` is read from disk.
 */
export const DEFAULT_DNAC_LIMITS: DnacLimits = Object.freeze({
  ...DEFAULT_ESX_LIMITS,
  maxArchiveBytes: 128 * MiB,
  maxTotalUncompressedBytes: 512 * MiB,
  maxEntryBytes: 256 * MiB,
  maxEntries: 2_000,
  maxXmlBytes: 32 * MiB,
  maxXmlDepth: 32,
  maxXmlElements: 500_000,
  maxFloors: 500,
  maxImagePixels: 200_000_000,
});

/** Merges caller overrides with the defaults; a cap that is not a positive number is a programming error. */
export function resolveDnacLimits(overrides: Partial<DnacLimits> = {}): DnacLimits {
  const limits = { ...DEFAULT_DNAC_LIMITS, ...overrides };
  for (const [name, value] of Object.entries(limits)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new RangeError(`DnacLimits.${name} must be a positive finite number, got ${String(value)}`);
    }
  }
  return Object.freeze(limits);
}
