/** A wall piece in floor metres, standing from bottomM to topM above its floor. */
export interface ThreeDWall {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly bottomM: number;
  readonly topM: number;
  /** CSS colour, e.g. the wall type's "#8E8E8E". */
  readonly colour: string;
}

/** An access point: floor metres and antenna height above its floor. */
export interface ThreeDAccessPoint {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly zM: number;
}

/** One floor of the building as plain data (x right, y down as on the plan image). */
export interface ThreeDFloor {
  readonly id: string;
  readonly name: string;
  readonly elevationM: number;
  readonly widthM: number;
  readonly heightM: number;
  readonly imageUrl?: string;
  /** A heatmap drawn over the whole plan (any size; stretched to the floor). */
  readonly heatmap?: HTMLCanvasElement | ImageBitmap;
  readonly walls: readonly ThreeDWall[];
  readonly aps: readonly ThreeDAccessPoint[];
}

export interface ThreeDViewProps {
  readonly floors: readonly ThreeDFloor[];
  readonly onPickFloor?: (floorId: string) => void;
  /** Drawn highlighted. */
  readonly selectedFloorId?: string;
  /** CSS height of the view; default 480 px. */
  readonly height?: number | string;
}
