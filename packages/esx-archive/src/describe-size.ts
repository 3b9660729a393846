/** Formats a byte count for messages a survey engineer reads ("1.5 MB", "4 GB"), in binary units. */
export function describeBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 || Number.isInteger(value) ? Math.round(value).toString() : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}

/** Formats a count with thousands separators ("100,000"). */
export function describeCount(count: number): string {
  return count.toLocaleString('en-US');
}
