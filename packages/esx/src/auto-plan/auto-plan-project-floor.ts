import {
  autoPlanFloor,
  channelCentreMhz,
  channelOptionsFor,
  dbm,
  EKAHAU_BEST_PRACTICES,
  metres,
  mhz,
  pointM,
  type AutoPlanProgress,
  type Band,
  type RadioModel,
  type Technology,
} from '@airscope/core';
import type { EsxProject } from '../esx-project.ts';
import { buildFloorRfModel, listFloorPlanIds } from '../rf-model/build-floor-rf-model.ts';
import { describeStandards } from '../rf-model/describe-standards.ts';

/** What a floor is auto-planned with: the profile (.esx requirement id, else the project's default), band and AP model radio. */
export interface AutoPlanRequestOf {
  readonly requirementId?: string | undefined;
  readonly band: Band;
  readonly radio: {
    readonly maxTxPowerDbm: number;
    readonly widthMhz: number;
    readonly streams: number;
    readonly technology: Technology;
    readonly heightM: number;
    readonly antenna?: { readonly azimuthGainsDbi: readonly number[]; readonly elevationGainsDbi: readonly number[] } | undefined;
  };
  readonly goalPercent: number;
}

/** The proposal in .esx terms: positions in plan units, channels as 20 MHz channel lists. */
export interface AutoPlanReport {
  readonly floorPlanId: string;
  readonly band: Band;
  readonly requirementName: string;
  readonly accessPoints: { x: number; y: number; channel: number[]; transmitPowerDbm: number }[];
  readonly passPercent: number;
  readonly requiredAreaM2: number;
  readonly candidateSites: number;
  readonly lowerBound: number;
}

/** The asked requirement profile names none of the project's. */
export class UnknownRequirementProfileError extends Error {
  constructor(readonly requirementId: string) {
    super(`The project has no requirement profile with id ${requirementId}.`);
    this.name = 'UnknownRequirementProfileError';
  }
}

/**
 * Auto-plans one floor of a project (core's autoPlanFloor, decision 0016): the floor's planned radios on the band
 * and every other floor's stay and count (through the slabs), the floor's requirement areas are the required
 * area when it has any. Throws RfModelError for an unknown or unscaled floor.
 */
export function autoPlanProjectFloor(
  project: EsxProject,
  floorPlanId: string,
  request: AutoPlanRequestOf,
  onProgress?: (progress: AutoPlanProgress) => void,
): AutoPlanReport {
  const model = buildFloorRfModel(project, floorPlanId);
  const others = listFloorPlanIds(project)
    .filter((id) => id !== floorPlanId)
    .flatMap((id) => {
      try {
        return [buildFloorRfModel(project, id)];
      } catch {
        return []; // An unscaled floor has no metres to place its APs in; it cannot bleed into this one.
      }
    });
  const { areas } = model.requirements;
  const profile = profileOf(model.requirements, request.requirementId);
  const result = autoPlanFloor(
    {
      floor: model.floor,
      building: [model.floor, ...others.map((other) => other.floor)],
      widthM: model.widthM,
      heightM: model.heightM,
      band: request.band,
      template: templateRadio(request),
      profile,
      requirementAreas: areas,
      fixedRadios: [...model.radios, ...others.flatMap((other) => other.radios)].filter((radio) => radio.band === request.band),
    },
    { goalShare: request.goalPercent / 100, ...(onProgress ? { onProgress } : {}) },
  );
  return {
    floorPlanId,
    band: request.band,
    requirementName: profile.name,
    accessPoints: result.radios.map((radio) => ({
      x: radio.position.x / model.metersPerUnit,
      y: radio.position.y / model.metersPerUnit,
      channel: subChannelsOf(radio),
      transmitPowerDbm: radio.txPowerDbm,
    })),
    passPercent: result.passShare * 100,
    requiredAreaM2: result.requiredAreaM2,
    candidateSites: result.candidateSites,
    lowerBound: result.lowerBound,
  };
}

/**
 * Throws what autoPlanProjectFloor would throw for this floor and profile before it plans (an unknown or unscaled
 * floor, an unknown profile), at the cost of building the one floor's model: a caller running the plan elsewhere
 * answers these at once.
 */
export function checkAutoPlanRequest(project: EsxProject, floorPlanId: string, requirementId: string | undefined): void {
  profileOf(buildFloorRfModel(project, floorPlanId).requirements, requirementId);
}

function profileOf(requirements: ReturnType<typeof buildFloorRfModel>['requirements'], requirementId: string | undefined) {
  const { profiles, defaultProfile } = requirements;
  const profile =
    requirementId === undefined ? (defaultProfile ?? EKAHAU_BEST_PRACTICES) : profiles.find((candidate) => candidate.id === requirementId);
  if (!profile) throw new UnknownRequirementProfileError(requirementId!);
  return profile;
}

function templateRadio(request: AutoPlanRequestOf): RadioModel {
  const { band, radio } = request;
  const channel = channelOptionsFor(band, radio.widthMhz)[0];
  return {
    id: 'template',
    apId: 'template',
    position: pointM(0, 0),
    heightM: metres(radio.heightM),
    band,
    channel: channel?.channel ?? 36,
    centreMhz: mhz(channel?.centreMhz ?? channelCentreMhz(band, 36)),
    widthMhz: mhz(radio.widthMhz),
    txPowerDbm: dbm(radio.maxTxPowerDbm),
    ...(radio.antenna
      ? { antenna: { azimuthGainsDbi: [...radio.antenna.azimuthGainsDbi], elevationGainsDbi: [...radio.antenna.elevationGainsDbi] } }
      : {}),
    azimuthDeg: 0,
    tiltDeg: 0,
    mounting: 'ceiling',
    streams: radio.streams,
    standards: describeStandards(radio.technology, band),
    isMine: true,
  };
}

function subChannelsOf(radio: RadioModel): number[] {
  const option = channelOptionsFor(radio.band, radio.widthMhz).find((candidate) => candidate.channel === radio.channel);
  return option ? [...option.subChannels] : [radio.channel];
}
