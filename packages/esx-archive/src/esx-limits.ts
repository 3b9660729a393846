const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/** Caps applied while reading an .esx archive; every size is in bytes. */
export interface EsxLimits {
  /** Size of the .esx file itself. */
  readonly maxArchiveBytes: number;
  /** Entries in the ZIP central directory. */
  readonly maxEntries: number;
  /** Sum of the uncompressed sizes of all entries (declared, then counted while inflating). */
  readonly maxTotalUncompressedBytes: number;
  /** Total uncompressed size may be at most this many times the archive size. */
  readonly maxTotalRatio: number;
  /** Uncompressed / compressed size of a single entry. */
  readonly maxEntryRatio: number;
  /** Amounts below this are never refused for their ratio: deflate cannot make a harmful bomb that small. */
  readonly ratioExemptBytes: number;
  /** Uncompressed size of any single entry (images, tracks, unknown files). */
  readonly maxEntryBytes: number;
  /** Uncompressed size of a single JSON entry; JSON is parsed in memory. */
  readonly maxJsonEntryBytes: number;
  /** Nesting of arrays and objects in any JSON entry. */
  readonly maxJsonDepth: number;
  /** Length of an entry name in bytes. */
  readonly maxEntryNameBytes: number;
  /** Reference warnings kept in the model; the rest are only counted. */
  readonly maxWarnings: number;
}

/** Starting caps of docs/security.md F2: generous for real projects, fatal for bombs. */
export const DEFAULT_ESX_LIMITS: EsxLimits = Object.freeze({
  maxArchiveBytes: 500 * MiB,
  maxEntries: 10_000,
  maxTotalUncompressedBytes: 4 * GiB,
  maxTotalRatio: 50,
  maxEntryRatio: 200,
  ratioExemptBytes: 1 * MiB,
  maxEntryBytes: 512 * MiB,
  maxJsonEntryBytes: 256 * MiB,
  maxJsonDepth: 64,
  maxEntryNameBytes: 255,
  maxWarnings: 1000,
});

/** Merges caller overrides with the defaults; a cap that is not a positive number is a programming error. */
export function resolveEsxLimits(overrides: Partial<EsxLimits> = {}): EsxLimits {
  const limits = { ...DEFAULT_ESX_LIMITS, ...overrides };
  for (const [name, value] of Object.entries(limits)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new RangeError(`EsxLimits.${name} must be a positive finite number, got ${String(value)}`);
    }
  }
  return Object.freeze(limits);
}
