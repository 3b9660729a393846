import {
  AIRTIME_LEGEND,
  computeHeatmapGrids,
  computeLegendBins,
  DEFAULT_LEGENDS,
  EKAHAU_BEST_PRACTICES,
  heatmapScope,
  planningCellSizeM,
  prepareHeatmapFields,
  prepareSharedFields,
  type Band,
  type CriterionType,
  type NetworkHealthResult,
  type VisualizationType,
} from '@airscope/core';
import type { ReportOptions } from '@airscope/contracts';
import { toHeatmapInput, type LoadedFloor } from '../heatmaps/index.ts';
import { planFloorCapacity, type CapacityFields } from '@airscope/esx';
import type { ReportFloor, ReportHeatmap, ReportTable } from './report-document.ts';
import { renderHeatmapOnPlan, type ReportImage } from './report-images.ts';
import type { ReportTexts } from './report-texts.ts';

/** The criterion that judges each visualisation (its pass rate under the floor's requirement). */
const CRITERION_OF: Partial<Record<VisualizationType, CriterionType>> = {
  'sig-strength': 'SIGNAL_STRENGTH',
  'sig-strength-2nd': 'SECONDARY_SIGNAL_STRENGTH',
  snr: 'SIGNAL_TO_NOISE_RATIO',
  'data-rate': 'DATA_RATE',
  throughput: 'DATA_RATE',
  'ch-interference': 'CHANNEL_OVERLAP',
};
const UNIT_LABEL: Record<string, string> = { dBm: 'dBm', dB: 'dB', Mbps: 'Mbit/s' };
const CAPACITY_STOPS = AIRTIME_LEGEND;

export const bandLabel = (band: Band, texts: ReportTexts) => texts.t('band', { band: texts.number(Number(band), band === '2.4' ? 1 : 0) });

/** Per-band health of one floor, kept for the requirements section. */
export interface FloorHealth {
  readonly band: Band;
  readonly health: NetworkHealthResult;
}

function legendOf(type: VisualizationType, unit: string, values: Float32Array, scope: Uint8Array, texts: ReportTexts) {
  const stops = DEFAULT_LEGENDS[type];
  const summary = computeLegendBins(values, stops, scope);
  const suffix = unit === 'pass' ? '' : unit === 'count' ? ` ${texts.t('unit.count')}` : ` ${UNIT_LABEL[unit] ?? unit}`;
  return [...summary.bins].reverse().map((bin) => ({
    colour: bin.colour,
    label:
      unit === 'pass'
        ? texts.t(bin.from >= 1 ? 'pass' : 'fail')
        : Number.isFinite(bin.to)
          ? `${texts.number(bin.from)} … ${texts.number(bin.to)}${suffix}`
          : `≥ ${texts.number(bin.from)}${suffix}`,
    share: texts.percent(bin.share),
  }));
}

/** Computes and draws one floor: each chosen heatmap per band with legend and pass rate, the AP table, capacity. */
export async function buildReportFloor(
  loaded: LoadedFloor,
  plan: ReportImage,
  heading: string,
  options: ReportOptions,
  texts: ReportTexts,
): Promise<{ floor: ReportFloor; health: FloorHealth[] }> {
  const { rf } = loaded;
  const metresToPx = plan.width / Math.max(rf.widthM, 1e-6);
  // The planner's capacity uses the same cell size, so both compute airtime from the same cells.
  const accuracy = planningCellSizeM(rf.widthM, rf.heightM) === 2 ? 'medium' : 'high';
  const base = toHeatmapInput(loaded, {});
  // Every band's radios at once: the report draws each band from the same fields.
  const prepared = prepareHeatmapFields(base, { accuracy });
  const { grid, radios, fields } = prepared;
  const scope = heatmapScope(base.floor, grid);
  const requirement = rf.requirements.defaultProfile ?? EKAHAU_BEST_PRACTICES;
  const accessPoints = [
    ...new Map(
      radios.map((radio) => [radio.apId, { x: radio.position.x, y: radio.position.y, name: loaded.apNames.get(radio.apId) ?? '' }]),
    ).values(),
  ];
  const types: readonly VisualizationType[] = options.visualizations;
  const heatmaps: ReportHeatmap[] = [];
  const health: FloorHealth[] = [];
  const wantsFloors = options.sections.includes('floor-plans');
  for (const band of options.bands as Band[]) {
    if (!radios.some((radio) => radio.band === band)) continue;
    const shared = prepareSharedFields(base, { accuracy, 'radio-band': band }, prepared, scope);
    const results = computeHeatmapGrids(shared, [...new Set<VisualizationType>([...(wantsFloors ? types : []), 'nw-health'])], {
      requirement,
      requirementAreas: rf.requirements.areas,
    });
    const healthResult = results.get('nw-health')!.health!;
    health.push({ band, health: healthResult });
    if (!wantsFloors) continue;
    for (const type of types) {
      const result = results.get(type)!;
      const criterion = CRITERION_OF[type];
      const rate =
        type === 'nw-health'
          ? healthResult.overallPassShare
          : healthResult.criteria.find(
              (c) => c.profileName === requirement.name && c.criterion.type === criterion && (c.criterion.band ?? band) === band,
            )?.passShare;
      heatmaps.push({
        title: `${texts.t(`vis.${type}` as 'vis.snr')} · ${bandLabel(band, texts)}`,
        image: await renderHeatmapOnPlan(plan, grid, result.values, DEFAULT_LEGENDS[type], metresToPx, accessPoints),
        legend: legendOf(type, result.unit, result.values, scope, texts),
        passRate: rate === undefined ? null : texts.t('passRateOf', { requirement: requirement.name, rate: texts.percent(rate) }),
      });
    }
  }
  const capacity = options.sections.includes('capacity')
    ? await capacityOfFloor(loaded, { grid, radios, fields }, plan, metresToPx, texts)
    : null;
  return { floor: { heading, plan, heatmaps, accessPoints: accessPointTable(loaded, texts), capacity }, health };
}

function accessPointTable(loaded: LoadedFloor, texts: ReportTexts): ReportTable {
  const { project, rf } = loaded;
  const raw = new Map(project.collections.simulatedRadios.map((radio) => [radio.id, radio]));
  const aps = new Map(project.collections.accessPoints.map((ap) => [ap.id, ap]));
  const byAp = new Map<string, (typeof rf.radios)[number][]>();
  for (const radio of rf.radios) byAp.set(radio.apId, [...(byAp.get(radio.apId) ?? []), radio]);
  const rows = [...byAp.entries()].map(([apId, radios]) => {
    const ap = aps.get(apId);
    const mounting = raw.get(radios[0]!.id)?.antennaMounting ?? 'CEILING';
    const radioText = radios
      .sort((a, b) => Number(a.band) - Number(b.band))
      .map((radio) => `${bandLabel(radio.band, texts)} · ${texts.t('channel')} ${radio.channel} · ${texts.number(radio.txPowerDbm, 1)} dBm`)
      .join('\n');
    return [
      ap?.name ?? apId,
      // Ekahau's records carry an empty vendor or model when it is not known.
      ap?.vendor || '—',
      ap?.model || '—',
      texts.t(`mount.${mounting === 'WALL' || mounting === 'CEILING' ? mounting : 'OTHER'}` as 'mount.WALL'),
      `${texts.number(radios[0]!.heightM, 1)} m`,
      radioText,
    ];
  });
  rows.sort((a, b) => a[0]!.localeCompare(b[0]!, undefined, { numeric: true }));
  return {
    header: [texts.t('apName'), texts.t('vendor'), texts.t('model'), texts.t('mounting'), texts.t('height'), texts.t('radios')],
    rows,
  };
}

async function capacityOfFloor(
  loaded: LoadedFloor,
  prepared: CapacityFields,
  plan: ReportImage,
  metresToPx: number,
  texts: ReportTexts,
): Promise<NonNullable<ReportFloor['capacity']>> {
  const header = [
    texts.t('accessPoint'),
    texts.t('channel'),
    texts.t('clients'),
    texts.t('demand'),
    texts.t('phyRate'),
    texts.t('airtime'),
    texts.t('limit'),
    texts.t('status'),
  ];
  const { grid } = prepared;
  const { areas, result } = planFloorCapacity(loaded.project, loaded.rf, prepared);
  if (areas.length === 0) return { table: { header, rows: [] }, unserved: null, image: null };
  const rows = result.radios
    .filter((row) => row.clients > 0)
    .map((row) => [
      loaded.apNames.get(row.apId) || row.apId,
      `${bandLabel(row.band, texts)} · ${row.channel}`,
      texts.number(row.clients, 1),
      texts.number(row.demandMbps, 1),
      texts.number(row.meanPhyRateMbps, 1),
      texts.percent(row.airtime),
      texts.percent(row.limit),
      texts.t(row.isOverloaded ? 'overloaded' : 'ok'),
    ]);
  const markers = [
    ...new Map(
      prepared.radios.map((radio) => [
        radio.apId,
        { x: radio.position.x, y: radio.position.y, name: loaded.apNames.get(radio.apId) ?? '' },
      ]),
    ).values(),
  ];
  const image = await renderHeatmapOnPlan(plan, grid, result.airtimePercent, CAPACITY_STOPS, metresToPx, markers);
  const legend = [...CAPACITY_STOPS].reverse().map((stop, i, all) => ({
    colour: stop.colour,
    label: i === 0 ? `≥ ${texts.number(stop.from)} %` : `${texts.number(stop.from)} … ${texts.number(all[i - 1]!.from)} %`,
    share: '',
  }));
  return {
    table: { header, rows },
    unserved: result.unservedClients > 0.05 ? texts.t('unserved', { n: texts.number(result.unservedClients, 1) }) : null,
    image: { title: texts.t('capacityVisual'), image, legend, passRate: null },
  };
}
