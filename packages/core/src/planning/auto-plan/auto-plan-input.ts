import type { Band } from '../../model/bands.ts';
import type { ClientProfile } from '../../model/client-profiles.ts';
import type { FloorModel } from '../../model/floor-model.ts';
import type { RadioModel } from '../../model/radio-model.ts';
import type { RequirementArea } from '../../visualisation/network-health.ts';
import type { RequirementProfile } from '../../visualisation/requirements.ts';

/** What the auto-planner plans one floor from (metres, the engine's models). */
export interface AutoPlanInput {
  readonly floor: FloorModel;
  /** Every floor of the building, so radios on other floors (fixedRadios with their floorId) reach this one through the slabs. */
  readonly building?: readonly FloorModel[];
  readonly widthM: number;
  readonly heightM: number;
  readonly band: Band;
  /** The AP model's radio on `band` (antenna, height, width, streams, standards); its txPowerDbm is the most the plan uses. */
  readonly template: RadioModel;
  /** The floor's profile; cells inside `requirementAreas` are judged by their area's profile, as network health does. */
  readonly profile: RequirementProfile;
  /** When there are any, they are the required area; otherwise the whole floor outside its exclusion areas. */
  readonly requirementAreas?: readonly RequirementArea[];
  /** Radios that stay as they are: APs kept on this floor and APs on other floors (their signal bleeds through the slab). */
  readonly fixedRadios?: readonly RadioModel[];
  readonly client?: ClientProfile;
}

/** Tuning of the auto-planner; the defaults are what the bench and the API use. */
export interface AutoPlanOptions {
  /** Spacing of candidate AP sites (m); default 2, coarser on very large floors (planningScaleFor). */
  readonly candidateSpacingM?: number;
  /** Cell size (m) the sites are chosen on; default 1, coarser on very large floors (planningScaleFor). */
  readonly planningCellM?: number;
  /** Cell size (m) the proposal is judged on, as the heatmaps' finest accuracy; default 0.5. */
  readonly evaluationCellM?: number;
  /** Share (0–1) of the required area that must meet the requirement; default 0.95. */
  readonly goalShare?: number;
  /** `greedy` is the plain baseline (full power); `best` adds reverse delete and power step-down; default best. */
  readonly strategy?: 'best' | 'greedy';
  /** Power is lowered in these steps (dB) while the goal still holds, at most `maxPowerCutDb`; defaults 3 and 9. */
  readonly powerStepDb?: number;
  readonly maxPowerCutDb?: number;
  /**
   * Told how far the plan has come, between steps of its loop (the caller may show it, or stop the run by
   * terminating the thread it runs on: the planner itself does no I/O and keeps no state across calls).
   */
  readonly onProgress?: (progress: AutoPlanProgress) => void;
}

/** The step the auto-planner is in and the share (0–1) of the whole run done. */
export interface AutoPlanProgress {
  readonly phase: AutoPlanPhase;
  readonly share: number;
}

/** Candidate sites predicted, sites chosen (with power stepped down), channels planned, the proposal judged. */
export type AutoPlanPhase = 'predicting' | 'selecting' | 'channels' | 'evaluating';
