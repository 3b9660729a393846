import path from 'node:path';

/** A place to scan at, in plan coordinates; `scanFile` names a recorded scan instead of a live one. */
export interface Waypoint {
  x: number;
  y: number;
  scanFile?: string;
}

/**
 * Reads a waypoint file: one waypoint per line, `x y [scan-file]` (spaces, tabs or commas between),
 * `#` starts a comment. Scan files are relative to the waypoint file.
 */
export function parseWaypoints(text: string, baseDir: string): Waypoint[] {
  const waypoints: Waypoint[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/#.*/, '').trim();
    if (line === '') return;
    const [xText, yText, file, ...rest] = line.split(/[\s,]+/);
    const x = Number(xText);
    const y = Number(yText);
    if (!Number.isFinite(x) || !Number.isFinite(y) || rest.length > 0 || yText === undefined) {
      throw new Error(`Waypoint file line ${index + 1}: expected "x y [scan-file]", got "${raw.trim()}".`);
    }
    waypoints.push(file ? { x, y, scanFile: path.resolve(baseDir, file) } : { x, y });
  });
  if (waypoints.length === 0) throw new Error('The waypoint file lists no waypoints.');
  return waypoints;
}
