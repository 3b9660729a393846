import { toFrequencyBand, type FrequencyBand } from './normalize-channel.ts';
import type { PropagationProperty } from './schemas/common.schema.ts';
import type { WallSegment, WallType } from './schemas/wall.schema.ts';

/** Both ends of a wall segment, whichever encoding the file used (`point1Id`/`point2Id` or `wallPoints`). */
export function wallSegmentPointIds(segment: WallSegment): [string, string] {
  if (segment.wallPoints !== undefined) return [segment.wallPoints[0], segment.wallPoints[1]];
  // The schema guarantees the older pair is present when wallPoints is not.
  return [segment.point1Id!, segment.point2Id!];
}

interface AttenuationFields {
  propagationProperties?: readonly PropagationProperty[] | undefined;
  /** floorTypes, schema ≤ 1.4 */
  attenuationPerMeter?: number | undefined;
  /** attenuationAreaTypes, schema ≤ 1.4 */
  attenuation?: number | undefined;
}

/**
 * Loss of a floor type or attenuation-area type in dB per metre on a band: the band's
 * `propagationProperties` entry (schema ≥ 1.5), else the band-independent legacy field.
 */
export function attenuationDbPerMeter(material: AttenuationFields, band: FrequencyBand): number | undefined {
  const perBand = material.propagationProperties?.find((property) => toFrequencyBand(property.band) === band);
  if (perBand !== undefined) return perBand.attenuationFactor;
  return material.attenuationPerMeter ?? material.attenuation;
}

/**
 * Loss in dB of one crossing of a wall of this type on a band: attenuationFactor (dB/m) × thickness (m)
 * for schema ≥ 1.5, else the legacy band-independent `totalAttenuation`.
 */
export function wallLossDb(wallType: WallType, band: FrequencyBand): number | undefined {
  const perBand = wallType.propagationProperties?.find((property) => toFrequencyBand(property.band) === band);
  if (perBand !== undefined && wallType.thickness !== undefined) return perBand.attenuationFactor * wallType.thickness;
  return wallType.totalAttenuation;
}
