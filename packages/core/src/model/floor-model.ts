import type { PointM } from '../geometry/points.ts';
import type { Metres } from '../units/units.ts';
import type { BandValues } from './bands.ts';

/** A wall segment in floor metres; loss when crossed = attenuation (dB/m, per band) × thickness (m). */
export interface WallSegmentM {
  readonly a: PointM;
  readonly b: PointM;
  readonly thicknessM: Metres;
  readonly attenuationDbPerM: BandValues<number>;
  /** Height above the floor where the wall starts (.esx lowerEdge); default 0. */
  readonly bottomM?: Metres;
  /** Height above the floor where the wall ends (.esx upperEdge); default unbounded. */
  readonly topM?: Metres;
  /** The wall type it was drawn with (.esx wallTypeId); survey calibration fits one loss per type and band. */
  readonly typeKey?: string;
}

/** A region that attenuates by dB per metre travelled inside it (.esx attenuationAreas). */
export interface AttenuationAreaM {
  readonly polygon: readonly PointM[];
  readonly attenuationDbPerM: BandValues<number>;
  readonly bottomM?: Metres;
  readonly topM?: Metres;
}

/** A region left out of coverage statistics and heatmaps (.esx exclusionAreas). */
export interface ExclusionAreaM {
  readonly polygon: readonly PointM[];
}

/** The slab under a floor: loss = floor-type dB/m × thickness, except through holes in the floor. */
export interface FloorSlabM {
  readonly thicknessM: Metres;
  readonly attenuationDbPerM: BandValues<number>;
  readonly holes?: readonly (readonly PointM[])[];
}

/**
 * One floor in metres. Treat it as immutable: the prediction cache keys on object identity,
 * so an edited floor must be a new object.
 */
export interface FloorModel {
  readonly id: string;
  /** Height of this floor's level above the building datum (sum of lower floor heights); default 0. */
  readonly elevationM?: Metres;
  readonly walls: readonly WallSegmentM[];
  readonly attenuationAreas?: readonly AttenuationAreaM[];
  readonly exclusionAreas?: readonly ExclusionAreaM[];
  /** The slab at this floor's level, crossed by paths to and from the floor below. */
  readonly slab?: FloorSlabM;
}
