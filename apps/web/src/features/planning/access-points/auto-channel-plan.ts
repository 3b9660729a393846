import {
  channelPlanCost,
  channelPlanRadiosOf,
  planChannels,
  predictCouplingDbm,
  type Band,
  type FloorModel,
  type RadioModel,
} from '@airscope/core';

/** The floors of a building as the editor maps them (FloorRfModel fits): engine floor and its radios. */
export interface ChannelPlanFloor {
  readonly floor: FloorModel;
  readonly radios: readonly RadioModel[];
}

/** A radio's new channel, in the .esx form: the 20 MHz channel numbers it occupies (e.g. [36, 40, 44, 48] for 80 MHz). */
export interface PlannedChannel {
  readonly radioId: string;
  readonly channels: readonly number[];
  readonly isChanged: boolean;
}

/** What the editor applies and shows: the new channels and the co-channel overlap left, before and after. */
export interface AutoChannelPlan {
  readonly planned: readonly PlannedChannel[];
  readonly overlappingPairsBefore: number;
  readonly overlappingPairsAfter: number;
}

/**
 * Plans channels for every Wi-Fi radio of a building at its current width, from the engine's predicted coupling
 * between APs (walls and slabs count), so co-channel overlap is as small as the allowed channels permit.
 */
export function planBuildingChannels(
  floors: readonly ChannelPlanFloor[],
  allowed: Partial<Record<Band, readonly number[]>> = {},
): AutoChannelPlan {
  const building = floors.map((f) => f.floor);
  const radios = floors.flatMap((f) => f.radios.map((r) => (r.floorId ? r : { ...r, floorId: f.floor.id })));
  const planRadios = channelPlanRadiosOf(radios, building, allowed);
  const coupling = predictCouplingDbm(radios, building);
  const plan = planChannels(planRadios, { coupling });
  const before = channelPlanCost(planRadios, new Map(radios.map((r) => [r.id, { centreMhz: r.centreMhz, widthMhz: r.widthMhz }])), {
    coupling,
  });
  return {
    planned: radios.map((radio) => {
      const option = plan.channels.get(radio.id)!;
      return {
        radioId: radio.id,
        channels: option.subChannels,
        isChanged: option.channel !== radio.channel || option.widthMhz !== radio.widthMhz,
      };
    }),
    overlappingPairsBefore: before.overlappingPairs,
    overlappingPairsAfter: plan.overlappingPairs,
  };
}
