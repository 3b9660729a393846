import type { FloorModel, RadioModel, RequirementArea, RequirementProfile, SurveySample } from '@airscope/core';

/** A requirement profile of the project (.esx requirements), in the RF engine's shape, with its record id. */
export interface EsxRequirementProfile extends RequirementProfile {
  /** `requirements.json` record id (what `areas.requirementId` points at). */
  readonly id: string;
  /** Ekahau's default profile of the project. */
  readonly isDefault: boolean;
}

/** The project's requirement profiles and the requirement areas of one floor. */
export interface FloorRequirements {
  readonly profiles: readonly EsxRequirementProfile[];
  /** The profile marked `isDefault`, else undefined (the engine then uses Ekahau Best Practices). */
  readonly defaultProfile: EsxRequirementProfile | undefined;
  /** Capacity areas (.esx areas) of this floor with a resolvable requirementId; polygons in metres. */
  readonly areas: readonly RequirementArea[];
}

/** Measured data of one floor: a radio per measured radio heard on it, and its survey samples in metres. */
export interface MeasuredFloorData {
  /** `isMeasured: true`; position = the AP's placed location, else its strongest sample; txPowerDbm 0 (unknown). */
  readonly radios: readonly RadioModel[];
  /** One sample per (track, scan time, measured radio): the strongest of the radio's BSSIDs in that scan, dBm. */
  readonly samples: readonly SurveySample[];
}

/** Why a radio of the floor did not become a RadioModel. */
export type SkippedRadioReason = 'disabled' | 'not-wifi' | 'no-channel' | 'no-transmit-power';

export interface SkippedRadio {
  readonly radioId: string;
  readonly accessPointId: string;
  readonly reason: SkippedRadioReason;
}

/** Everything the RF engine (`@airscope/core`) needs to predict and display one floor of an .esx project. */
export interface FloorRfModel {
  readonly floorPlanId: string;
  /** Metres per floor-plan unit (pixel of the plan image). */
  readonly metersPerUnit: number;
  /** Plan size in metres (floor-plan width/height × metersPerUnit). */
  readonly widthM: number;
  readonly heightM: number;
  /** Walls, attenuation areas, exclusion areas and slab of this floor, in metres; `id` = floorPlanId. */
  readonly floor: FloorModel;
  /** Enabled Wi-Fi simulated radios of the access points placed on this floor. */
  readonly radios: readonly RadioModel[];
  /** Simulated radios of this floor's APs that were left out, with the reason. */
  readonly skippedRadios: readonly SkippedRadio[];
  /** Null when no survey of this floor has samples. */
  readonly measured: MeasuredFloorData | null;
  readonly requirements: FloorRequirements;
}
