// Builders shared by the unit tests (not exported from the package).
import { pointM } from '../geometry/points.ts';
import { sameOnAllBands, type Band } from '../model/bands.ts';
import type { FloorModel, WallSegmentM } from '../model/floor-model.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { dbm, metres, mhz } from '../units/units.ts';
import { channelCentreMhz } from '../model/channels.ts';

/** A radio with sensible defaults (5 GHz ch 36, 20 MHz, 17 dBm, 2.4 m, isotropic, 802.11ax 2SS). */
export function makeRadio(overrides: Partial<RadioModel> & { x?: number; y?: number } = {}): RadioModel {
  const band: Band = overrides.band ?? '5';
  const channel = overrides.channel ?? (band === '2.4' ? 1 : band === '5' ? 36 : 5);
  const { x = 0, y = 0, ...rest } = overrides;
  return {
    id: 'r1',
    apId: 'ap1',
    position: pointM(x, y),
    heightM: metres(2.4),
    band,
    channel,
    centreMhz: mhz(channelCentreMhz(band, channel)),
    widthMhz: mhz(20),
    txPowerDbm: dbm(17),
    azimuthDeg: 0,
    tiltDeg: 0,
    streams: 2,
    standards: ['N', 'AC', 'AX'],
    ...rest,
  };
}

/** A full-height wall between two points with a normal-incidence loss of `lossDb` on every band. */
export function makeWall(ax: number, ay: number, bx: number, by: number, lossDb = 10, thicknessM = 0.1): WallSegmentM {
  return { a: pointM(ax, ay), b: pointM(bx, by), thicknessM: metres(thicknessM), attenuationDbPerM: sameOnAllBands(lossDb / thicknessM) };
}

/** A floor with the given walls and nothing else. */
export function makeFloor(walls: readonly WallSegmentM[] = [], extra: Partial<FloorModel> = {}): FloorModel {
  return { id: 'f1', walls, ...extra };
}

/** Deterministic pseudo-random numbers in [0, 1) (Park–Miller), for reproducible synthetic floors. */
export function seededRandom(seed: number): () => number {
  let s = Math.max(1, Math.floor(seed) % 2147483647);
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}
