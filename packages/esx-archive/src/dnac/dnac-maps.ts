/** The map descriptor as read (docs/dnac-map-archive.md): lengths still in the archive's `distUnits`. */
export interface DnacMaps {
  /** Metres per unit of every length below: 0.3048 for FEET, 1 for METERS. */
  readonly metersPerUnit: number;
  readonly buildings: readonly DnacBuilding[];
}

export interface DnacBuilding {
  readonly name: string;
  /** Names of the sites (areas) above it, outermost first. */
  readonly sitePath: readonly string[];
  readonly floors: readonly DnacFloor[];
}

export interface DnacFloor {
  readonly name: string;
  readonly level: number | undefined;
  readonly width: number;
  readonly length: number;
  readonly height: number | undefined;
  /** `images/<imageName>` in the archive; undefined for a floor without a map image. */
  readonly imageName: string | undefined;
  readonly accessPoints: readonly DnacAccessPoint[];
}

export interface DnacAccessPoint {
  readonly name: string;
  readonly model: string | undefined;
  /** Lower case, colon-separated; undefined when absent or not a MAC. */
  readonly mac: string | undefined;
  /** From the floor map's top-left corner, x right, y down; undefined for an unplaced AP. */
  readonly position: { readonly x: number; readonly y: number; readonly z: number | undefined } | undefined;
  readonly radios: readonly DnacRadio[];
}

export interface DnacRadio {
  readonly band: 'TWO' | 'FIVE';
  readonly channel: number | undefined;
  /** dBm. */
  readonly transmitPower: number | undefined;
}
