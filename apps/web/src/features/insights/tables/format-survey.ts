/** Survey time as h:mm:ss (minutes and seconds always two digits). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** Walked distance in whole metres, or kilometres with one decimal from 10 km on. */
export function formatDistance(metres: number, language: string): string {
  if (metres >= 10_000) return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(metres / 1000)} km`;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(metres)} m`;
}
