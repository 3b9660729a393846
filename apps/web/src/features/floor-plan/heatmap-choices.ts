import type { HeatmapOptions, HeatmapResult, VisualizationType } from '@airscope/contracts';

type Band = NonNullable<HeatmapOptions['radio-band']>;

/** The visualisations the selector offers, with their message keys. */
export const VISUALIZATION_CHOICES = [
  { value: 'sig-strength', labelKey: 'floorPlanView.vis.sigStrength' },
  { value: 'sig-strength-2nd', labelKey: 'floorPlanView.vis.sigStrength2nd' },
  { value: 'snr', labelKey: 'floorPlanView.vis.snr' },
  { value: 'ch-interference', labelKey: 'floorPlanView.vis.chInterference' },
  { value: 'nw-health', labelKey: 'floorPlanView.vis.nwHealth' },
  { value: 'requirement', labelKey: 'floorPlanView.vis.requirement' },
  { value: 'data-rate', labelKey: 'floorPlanView.vis.dataRate' },
  { value: 'throughput', labelKey: 'floorPlanView.vis.throughput' },
] as const satisfies readonly { value: VisualizationType; labelKey: string }[];

export const BAND_CHOICES = [
  { value: '2.4', labelKey: 'floorPlanView.bands.b24' },
  { value: '5', labelKey: 'floorPlanView.bands.b5' },
  { value: '6', labelKey: 'floorPlanView.bands.b6' },
  { value: 'any', labelKey: 'floorPlanView.bands.any' },
] as const satisfies readonly { value: Band; labelKey: string }[];

export type ChosenVisualization = (typeof VISUALIZATION_CHOICES)[number]['value'];
export type ChosenBand = (typeof BAND_CHOICES)[number]['value'];

/** Message key of a bin type's unit; pass/fail and none have no unit. */
export function unitKeyOf(binType: HeatmapResult['binType']) {
  switch (binType) {
    case 'dBm':
      return 'floorPlanView.units.dBm' as const;
    case 'dB':
      return 'floorPlanView.units.dB' as const;
    case 'count':
      return 'floorPlanView.units.count' as const;
    case 'Mbps':
      return 'floorPlanView.units.Mbps' as const;
    default:
      return null;
  }
}

/** True when a heatmap has nothing to paint (no bins or no cell with a value). */
export function isHeatmapEmpty(heatmap: HeatmapResult | null | undefined): boolean {
  if (!heatmap || !heatmap.bins || heatmap.bins.length === 0) return true;
  return !heatmap.vertices.values.some((value) => value !== null);
}
