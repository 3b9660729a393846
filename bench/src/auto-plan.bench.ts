/**
 * The AP auto-planner on fixture F1 (issue 20, item 4): F1's own requirement profile and required area (its
 * requirement areas, 10m RTLS Grade) and its own AP model (the engineer's 5 GHz radio, up to 20 dBm, below the
 * 23 dBm ETSI EIRP ceiling the editor's catalogue allows), judged by the product's network-health evaluation at
 * 0.5 m cells. Prints the proposal beside the plain greedy baseline, the lower bound on the AP count and the
 * engineer's 48 APs evaluated by the same code. Target: ≥ 95 % of the required area with ≤ 48 APs.
 * Run: `npm run bench -- auto-plan`.
 */
import { performance } from 'node:perf_hooks';
import { autoPlanFloor, dbm, evaluateRequirementShare, type AutoPlanInput } from '@airscope/core';
import { buildFloorRfModel, listFloorPlanIds } from '@airscope/esx';
import { readEsx } from '@airscope/esx-archive';
import { ESX_FIXTURES } from '@airscope/test-data';

const MAX_POWER_DBM = 20;
// Sites are chosen on the cells the plan is judged on, so the selection's count and the evaluation agree closely.
const OPTIONS = { planningCellM: 0.5, evaluationCellM: 0.5 } as const;
const project = await readEsx(ESX_FIXTURES.F1);
const model = buildFloorRfModel(project, listFloorPlanIds(project)[0]!);
const engineer = model.radios.filter((radio) => radio.band === '5');
const profile = model.requirements.defaultProfile!;
const input: AutoPlanInput = {
  floor: model.floor,
  widthM: model.widthM,
  heightM: model.heightM,
  band: '5',
  template: { ...engineer[0]!, txPowerDbm: dbm(MAX_POWER_DBM) },
  profile,
  requirementAreas: model.requirements.areas,
};

const rows: string[][] = [];
let started = performance.now();
const engineerShare = evaluateRequirementShare(input, engineer, 0.5);
rows.push(["engineer's design", String(new Set(engineer.map((r) => r.apId)).size), pct(engineerShare), `${ms(started)}`]);
started = performance.now();
const greedy = autoPlanFloor(input, { ...OPTIONS, strategy: 'greedy' });
rows.push(['greedy baseline (full power)', String(greedy.radios.length), pct(greedy.passShare), ms(started)]);
started = performance.now();
const best = autoPlanFloor(input, OPTIONS);
rows.push(['auto-planner', String(best.radios.length), pct(best.passShare), ms(started)]);
rows.push(['  (its selection alone, before the evaluation)', '', pct(best.plannedShare), '']);
rows.push(['lower bound (candidate sites)', String(best.lowerBound), '', '']);

console.log(
  `F1, profile "${profile.name}", 5 GHz, required area ${best.requiredAreaM2.toFixed(0)} m² (${model.requirements.areas.length} areas), ${best.candidateSites} candidate sites`,
);
console.log(['plan', 'APs (5 GHz)', 'required area meeting the requirement', 'time'].join(' | '));
for (const row of rows) console.log(row.join(' | '));
const powers = best.radios.map((radio) => radio.txPowerDbm);
console.log(
  `auto-planner powers ${Math.min(...powers)}–${Math.max(...powers)} dBm, channels ${new Set(best.radios.map((r) => r.channel)).size} distinct`,
);
console.log(`target: ≥ 95 % with ≤ 48 APs: ${best.passShare >= 0.95 && best.radios.length <= 48 ? 'met' : 'NOT met'}`);

function pct(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}
function ms(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}
