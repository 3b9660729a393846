type JsonRecord = Record<string, unknown>;

/**
 * The record with every field of `defaults` it lacks (absent or undefined) added after its own, or the very same object when it
 * lacks none: a complete record (every record of a file Ekahau wrote) comes back byte for byte.
 */
export function fillMissing<T extends JsonRecord>(record: T, defaults: JsonRecord): T {
  let result: JsonRecord | undefined;
  for (const [key, value] of Object.entries(defaults)) {
    if (value === undefined || record[key] !== undefined) continue;
    result ??= { ...record };
    result[key] = value;
  }
  return (result ?? record) as T;
}
