import type { FloorModel } from '../model/floor-model.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { computePointsFast, createFastEvaluator, DEFAULT_ANGULAR_BINS } from '../propagation/field-kernel-fast.ts';
import { FREE_SPACE_MODEL, type PathLossModel } from '../propagation/log-distance.ts';
import { buildPathContext } from '../propagation/path-context.ts';
import { DEFAULT_SIGNAL_FLOOR_DBM } from '../propagation/predict-floor-fields.ts';
import { prepareFloor, type PreparedFloor } from '../propagation/prepared-floor.ts';
import { DEFAULT_MAX_OBLIQUE_FACTOR } from '../propagation/wall-loss.ts';
import type { ChannelCoupling, ChannelPlanRadio } from './channel-plan.ts';

/** Channel-plan radios of engine radios: their floor's elevation plus antenna height, allowed channels per band. */
export function channelPlanRadiosOf(
  radios: readonly RadioModel[],
  building: readonly FloorModel[],
  allowed: Partial<Record<RadioModel['band'], readonly number[]>> = {},
): ChannelPlanRadio[] {
  return radios.map((radio) => {
    const elevation = building.find((f) => f.id === radio.floorId)?.elevationM ?? 0;
    const channels = allowed[radio.band];
    return {
      id: radio.id,
      band: radio.band,
      position: radio.position,
      heightAboveDatumM: elevation + radio.heightM,
      txPowerDbm: radio.txPowerDbm,
      widthMhz: radio.widthMhz,
      ...(channels ? { allowedChannels: channels } : {}),
    };
  });
}

/**
 * Pairwise coupling from the multi-wall model: the received power (dBm) of each radio at every other radio of
 * the same band, antenna to antenna height, through walls, areas and slabs (the engine's prediction at points).
 * Radios name their floor by floorId (omitted = the first floor). Cost: one path context per radio and floor.
 * With `sources`, only those radios are traced as transmitters (one placed AP among many fixed ones); the coupling
 * of any other radio at a source is then read back by reciprocity: the same path loss, the other's power.
 */
export function predictCouplingDbm(
  radios: readonly RadioModel[],
  building: readonly FloorModel[],
  options: { readonly pathLoss?: PathLossModel; readonly sources?: ReadonlySet<string> } = {},
): ChannelCoupling {
  const prepared = new Map<string, PreparedFloor>(building.map((f) => [f.id, prepareFloor(f)]));
  const floorIdOf = (radio: RadioModel) => radio.floorId ?? building[0]?.id ?? '';
  const table = new Map<string, number>();
  for (const source of radios) {
    if (options.sources && !options.sources.has(source.id)) continue;
    const sourceFloor = prepared.get(floorIdOf(source));
    if (!sourceFloor) continue;
    // Targets grouped by floor and antenna height, since a path context has one receiver height.
    const groups = new Map<string, RadioModel[]>();
    for (const target of radios) {
      if (target === source || target.band !== source.band || !prepared.has(floorIdOf(target))) continue;
      const key = `${floorIdOf(target)}|${target.heightM}`;
      groups.set(key, [...(groups.get(key) ?? []), target]);
    }
    for (const targets of groups.values()) {
      const receiver = prepared.get(floorIdOf(targets[0]!))!;
      const ctx = buildPathContext(source, {
        receiver,
        source: sourceFloor,
        building,
        receiverHeightM: targets[0]!.heightM,
        pathLoss: options.pathLoss ?? FREE_SPACE_MODEL,
        maxObliqueFactor: DEFAULT_MAX_OBLIQUE_FACTOR,
      });
      const out = new Float32Array(targets.length);
      computePointsFast(
        createFastEvaluator(ctx, DEFAULT_ANGULAR_BINS, DEFAULT_SIGNAL_FLOOR_DBM - 40),
        targets.map((t) => t.position.x),
        targets.map((t) => t.position.y),
        out,
      );
      targets.forEach((target, i) => table.set(`${source.id}>${target.id}`, out[i]!));
    }
  }
  return (from, to) => {
    const forward = table.get(`${from.id}>${to.id}`);
    if (forward !== undefined || !options.sources) return forward;
    const back = table.get(`${to.id}>${from.id}`);
    return back === undefined ? undefined : back - to.txPowerDbm + from.txPowerDbm;
  };
}
