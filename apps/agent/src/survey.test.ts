import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectScans } from './survey.ts';

const WAYPOINTS = fileURLToPath(new URL('../test-data/lab-waypoints.txt', import.meta.url));

describe('collectScans', () => {
  it('reads the recorded scan of each waypoint at its plan position, spaced by the interval and ending now', async () => {
    const lines: string[] = [];
    const now = Date.parse('2026-11-26T10:00:00Z');
    const scans = await collectScans(
      { waypointFile: WAYPOINTS, scanFiles: [], recordedIntervalMs: 5000, log: (line) => lines.push(line) },
      now,
    );
    expect(scans.map((s) => [s.x, s.y, s.time, s.networks.length])).toEqual([
      [120, 240, '2026-11-26T09:59:50.000Z', 5],
      [400, 240, '2026-11-26T09:59:55.000Z', 5],
      [680, 240, '2026-11-26T10:00:00.000Z', 4],
    ]);
    expect(lines[0]).toBe('Waypoint 1/3 at (120, 240): 5 networks from lab-scan-1.txt');
  });

  it('asks for an interface when a waypoint has no recorded scan', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-waypoints-'));
    const file = path.join(dir, 'walk.txt');
    fs.writeFileSync(file, '10 20\n30 40\n');
    try {
      await expect(collectScans({ waypointFile: file, scanFiles: [], recordedIntervalMs: 5000, log: () => undefined })).rejects.toThrow(
        '2 waypoints but 0 recorded scans; give --interface',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
