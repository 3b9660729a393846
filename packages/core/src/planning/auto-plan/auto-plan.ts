import type { RadioModel } from '../../model/radio-model.ts';
import { dbm, mhz } from '../../units/units.ts';
import { channelOptionsFor } from '../channel-options.ts';
import { planChannels } from '../channel-plan.ts';
import { channelPlanRadiosOf, predictCouplingDbm } from '../predicted-coupling.ts';
import type { AutoPlanInput, AutoPlanOptions } from './auto-plan-input.ts';
import { CoverageState } from './coverage-state.ts';
import { buildCoverageProblem, radioAtSite, type FloorCoverageProblem } from './build-coverage-problem.ts';
import { evaluateRequirementShare } from './evaluate-plan.ts';
import { selectSites, selectSitesGreedy } from './select-sites.ts';
import { lowerBoundSites } from './site-lower-bound.ts';
import { stepDownPower } from './step-down-power.ts';

/** The auto-planner's proposal for one floor. */
export interface AutoPlanResult {
  /** The proposed radios (one per AP, on the input's band) with position, power and channel. */
  readonly radios: readonly RadioModel[];
  /** Share (0–1) of the required area meeting the requirement with them, by the product's evaluation. */
  readonly passShare: number;
  /** Share the chosen sites reach in the selection's own count (planning cells, full channel freedom). */
  readonly plannedShare: number;
  readonly requiredAreaM2: number;
  readonly candidateSites: number;
  /** No choice among the candidate sites at full power meets the goal with fewer APs. */
  readonly lowerBound: number;
}

// Each retry asks the selection for half a percentage point more, until the product's evaluation meets the goal.
const MAX_ATTEMPTS = 8;
const RETRY_MARGIN = 0.005;
// The share of a run's progress the candidate sites' prediction stands for (it is most of a large floor's time).
const PREDICTION_SHARE = 0.6;

/**
 * Proposes AP positions, then channels and power, meeting the requirement on `goalShare` of the required area
 * with as few APs as it finds: candidate sites predicted once, site selection (greedy set multicover and
 * reverse delete, or plain greedy), power stepped down while coverage holds, channels by planChannels on the
 * engine's predicted coupling, then the product's own evaluation. Deterministic for the same input.
 */
export function autoPlanFloor(input: AutoPlanInput, options: AutoPlanOptions = {}): AutoPlanResult {
  const goal = options.goalShare ?? 0.95;
  const tell = options.onProgress ?? (() => undefined);
  const scale = planningScaleFor(input.widthM, input.heightM);
  const problem = buildCoverageProblem(
    input,
    options.planningCellM ?? scale.planningCellM,
    options.candidateSpacingM ?? scale.candidateSpacingM,
    (share) => tell({ phase: 'predicting', share: share * PREDICTION_SHARE }),
  );
  const lowerBound = lowerBoundSites(problem, goal);
  const isGreedy = options.strategy === 'greedy';
  let result: AutoPlanResult | undefined;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // Most runs meet the goal at the first attempt; each retry takes a smaller step of what remains.
    const done = PREDICTION_SHARE + (1 - PREDICTION_SHARE) * (1 - 0.5 ** attempt);
    const step = (1 - done) / 2;
    tell({ phase: 'selecting', share: done });
    const asked = Math.min(1, goal + attempt * RETRY_MARGIN);
    const sites = isGreedy ? selectSitesGreedy(problem, asked) : selectSites(problem, asked, problem.sites);
    const cuts = isGreedy ? sites.map(() => 0) : stepDownPower(problem, sites, asked, options.powerStepDb ?? 3, options.maxPowerCutDb ?? 9);
    tell({ phase: 'channels', share: done + step * 0.6 });
    const radios = assignChannels(
      input,
      sites.map((site, k) => withPower(radioAtSite(input, problem.sites[site]!, k), input.template.txPowerDbm + cuts[k]!)),
    );
    tell({ phase: 'evaluating', share: done + step * 0.8 });
    const passShare = evaluateRequirementShare(input, radios, options.evaluationCellM ?? 0.5);
    result = { radios, passShare, plannedShare: shareOf(problem, sites, cuts), ...describe(problem), lowerBound };
    if (passShare >= goal || asked >= 1) break;
  }
  return result!;
}

/**
 * The most values (candidate sites × planning cells) a plan's problem holds by default: each is a float of every site's
 * predicted level on every cell. 40 million is 160 MB; a 2 m site spacing on 1 m cells reaches it near 12,600 m².
 */
export const MAX_PLANNING_VALUES = 40_000_000;

/**
 * The default site spacing and planning cell of a floor: 2 m and 1 m, both made coarser together on floors whose
 * problem would hold more than MAX_PLANNING_VALUES (a 237 × 220 m mall would need 2.7 GB and an hour at 2 m and 1 m).
 * The proposal is still judged on the fine evaluation cells, and retried when it falls short there.
 */
export function planningScaleFor(widthM: number, heightM: number): { candidateSpacingM: number; planningCellM: number } {
  const area = widthM * heightM;
  // Sites every 2 m (area / 4) times 1 m cells (area); both shrink with the square of a common factor.
  const values = (area / 4) * area;
  const factor = Math.max(1, Math.ceil(Math.sqrt(Math.sqrt(values / MAX_PLANNING_VALUES)) * 4) / 4);
  return { candidateSpacingM: 2 * factor, planningCellM: factor };
}

function describe(problem: FloorCoverageProblem) {
  const cell = problem.area.grid.cellSizeM;
  return { requiredAreaM2: problem.cellCount * cell * cell, candidateSites: problem.sites.length };
}

function shareOf(problem: FloorCoverageProblem, sites: readonly number[], cuts: readonly number[]): number {
  const state = new CoverageState(problem);
  sites.forEach((site, k) => state.add(site, cuts[k]!));
  return state.share;
}

function withPower(radio: RadioModel, txPowerDbm: number): RadioModel {
  return { ...radio, txPowerDbm: dbm(txPowerDbm) };
}

/**
 * Channels for the proposed radios by the channel planner on the engine's predicted coupling; the fixed radios
 * of the band keep theirs but count as interference.
 */
function assignChannels(input: AutoPlanInput, radios: readonly RadioModel[]): RadioModel[] {
  const fixed = (input.fixedRadios ?? []).filter((radio) => radio.band === input.band);
  const building = input.building ?? [input.floor];
  const all = [...fixed, ...radios];
  const allowed = new Map(
    fixed.map((radio) => {
      const option = channelOptionsFor(radio.band, radio.widthMhz).find((o) => o.centreMhz === radio.centreMhz);
      return [radio.id, option ? option.subChannels : [radio.channel]] as const;
    }),
  );
  const planned = channelPlanRadiosOf(all, building).map((radio) =>
    allowed.has(radio.id) ? { ...radio, allowedChannels: allowed.get(radio.id)! } : radio,
  );
  const plan = planChannels(planned, { coupling: predictCouplingDbm(all, building) });
  return radios.map((radio) => {
    const option = plan.channels.get(radio.id);
    return option ? { ...radio, channel: option.channel, centreMhz: mhz(option.centreMhz), widthMhz: mhz(option.widthMhz) } : radio;
  });
}
