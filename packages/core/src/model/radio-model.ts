import type { PointM } from '../geometry/points.ts';
import type { Dbm, Metres, Mhz } from '../units/units.ts';
import type { Band } from './bands.ts';

/** 802.11 amendments by letter, ordered oldest to newest as in the naming order of docs/product.md §9. */
export type Technology = 'B' | 'A' | 'G' | 'N' | 'AC' | 'AX' | 'BE';

/**
 * An antenna pattern: gains in dBi sampled at equal steps over 360°.
 * Azimuth index 0 = boresight, angles growing in the same sense as RadioModel.azimuthDeg;
 * elevation index 0 = boresight, positive angles upwards, 180° = behind. One sample = omnidirectional in that plane.
 */
export interface AntennaPattern {
  readonly azimuthGainsDbi: readonly number[];
  readonly elevationGainsDbi: readonly number[];
}

/** Where the antenna is mounted (informational: the pattern tables already say where the beam points). */
export type AntennaMounting = 'ceiling' | 'wall';

/** A planned (simulated) or measured radio, already in metres. */
export interface RadioModel {
  readonly id: string;
  readonly apId: string;
  /** Floor the radio is on; omitted = the floor being predicted. */
  readonly floorId?: string;
  readonly position: PointM;
  /** Antenna height above its floor (.esx antennaHeight, 2.4 m default). */
  readonly heightM: Metres;
  readonly band: Band;
  /** Primary 20 MHz channel number. */
  readonly channel: number;
  /** Centre frequency of the whole (possibly wide) channel. */
  readonly centreMhz: Mhz;
  readonly widthMhz: Mhz;
  readonly txPowerDbm: Dbm;
  /** Omitted = isotropic 0 dBi. */
  readonly antenna?: AntennaPattern;
  /** Boresight direction in degrees from +x towards +y of the floor frame (clockwise on the plan image, y down). */
  readonly azimuthDeg: number;
  /** Degrees, down-tilt negative (.esx antennaTilt). */
  readonly tiltDeg: number;
  readonly mounting?: AntennaMounting;
  readonly streams: number;
  readonly standards: readonly Technology[];
  /** 0.4 µs guard interval for HT/VHT rates (.esx shortGuardInterval). */
  readonly shortGuardInterval?: boolean;
  /** "My AP" (.esx accessPoints.mine); used by the only-my-aps filter. */
  readonly isMine?: boolean;
  /** Whether the radio comes from a survey rather than a plan; used by the only-measured filter. */
  readonly isMeasured?: boolean;
}
