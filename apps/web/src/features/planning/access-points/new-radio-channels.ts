import {
  channelOptionsFor,
  channelPlanRadiosOf,
  planChannels,
  predictCouplingDbm,
  type Band,
  type ChannelPlanRadio,
  type RadioModel,
} from '@airscope/core';
import type { ChannelPlanFloor } from './auto-channel-plan.ts';

/**
 * Channels for the radios of a newly placed AP from the channel planner: every radio already in the building keeps
 * its channel, and each new radio takes, at its width and among the allowed channels, the one that overlaps least
 * with what it hears (predicted through walls and slabs), rather than the template's first channel that its
 * neighbour likely uses too. Answers the .esx channel lists by radio id; a radio left out keeps its own.
 * Radios whose channel the planner cannot express (2.4 GHz wider than 20 MHz) do not take part.
 */
export function channelsForNewRadios(
  floors: readonly ChannelPlanFloor[],
  newRadios: readonly RadioModel[],
  allowed: Partial<Record<Band, readonly number[]>> = {},
): Map<string, number[]> {
  const building = floors.map((f) => f.floor);
  const fixed = floors.flatMap((f) => f.radios.map((r) => (r.floorId ? r : { ...r, floorId: f.floor.id })));
  const planned: ChannelPlanRadio[] = [];
  const taking: RadioModel[] = [];
  channelPlanRadiosOf(fixed, building).forEach((radio, index) => {
    const own = channelOptionsFor(radio.band, radio.widthMhz).find((option) => option.centreMhz === fixed[index]!.centreMhz);
    if (!own) return;
    planned.push({ ...radio, allowedChannels: own.subChannels });
    taking.push(fixed[index]!);
  });
  const fresh = channelPlanRadiosOf(newRadios, building, allowed).filter(
    (radio) => channelOptionsFor(radio.band, radio.widthMhz, radio.allowedChannels).length > 0,
  );
  if (fresh.length === 0) return new Map();
  const freshIds = new Set(fresh.map((radio) => radio.id));
  const coupling = predictCouplingDbm([...taking, ...newRadios.filter((radio) => freshIds.has(radio.id))], building, { sources: freshIds });
  const plan = planChannels([...planned, ...fresh], { coupling });
  return new Map(fresh.map((radio) => [radio.id, [...plan.channels.get(radio.id)!.subChannels]]));
}
