import type { HeatmapOptions, InspectResult } from '@airscope/contracts';
import {
  cellCentreX,
  cellCentreY,
  computeVisualisations,
  createGrid,
  fieldValueAt,
  finiteOrNull,
  heatmapGridOf,
  heatmapScope,
  isBandSelected,
  prepareHeatmapFields,
  round1,
  VISUALISATION_TYPES,
  type FloorHeatmapInput,
} from '@airscope/core';

// Below this the engine's fields hold no usable signal (the prediction's floor is −100 dBm).
const HEARD_FROM_DBM = -95;
const MAX_RADIOS = 25;

/**
 * The inspect tool: snaps the point to the heatmap cell holding it (so the values are the ones drawn),
 * computes every visualisation on that one cell with the same options, and lists the radios heard there.
 * A point off the floor answers null values and no radios.
 */
export function inspectPoint(
  input: FloorHeatmapInput,
  options: Omit<HeatmapOptions, 'type'>,
  xMetres: number,
  yMetres: number,
  apNames: ReadonlyMap<string, string>,
): InspectResult {
  const full = heatmapGridOf(input, options);
  const col = Math.floor((xMetres - full.originX) / full.cellSizeM);
  const row = Math.floor((yMetres - full.originY) / full.cellSizeM);
  if (col < 0 || row < 0 || col >= full.cols || row >= full.rows) return nothingAt(xMetres, yMetres);
  const x = cellCentreX(full, col);
  const y = cellCentreY(full, row);
  const size = full.cellSizeM;
  const cell = createGrid(size, size, size, x - size / 2, y - size / 2);
  const { radios, fields, client } = prepareHeatmapFields(input, options, { grid: cell });
  const band = options['radio-band'] ?? '5';
  const results = computeVisualisations(VISUALISATION_TYPES, { grid: cell, radios, fields, band, client });
  const values: InspectResult['values'] = { ...nothingAt(x, y).values };
  for (const type of VISUALISATION_TYPES) values[type as keyof InspectResult['values']] = finiteOrNull(results.get(type)?.values[0]);
  const heard = radios
    .filter((radio) => isBandSelected(radio.band, band))
    .map((radio) => ({ radio, rssi: fields.has(radio.id) ? fieldValueAt(fields.get(radio.id)!, cell, 0) : NaN }))
    .filter(({ rssi }) => Number.isFinite(rssi) && rssi >= HEARD_FROM_DBM)
    .sort((a, b) => b.rssi - a.rssi)
    .slice(0, MAX_RADIOS)
    .map(({ radio, rssi }) => ({
      radioId: radio.id,
      apId: radio.apId,
      apName: apNames.get(radio.apId) ?? '',
      band: radio.band,
      channel: radio.channel,
      widthMhz: radio.widthMhz,
      rssiDbm: round1(rssi),
    }));
  return {
    xMetres: Math.round(x * 100) / 100,
    yMetres: Math.round(y * 100) / 100,
    inScope: heatmapScope(input.floor, cell)[0] === 1,
    values,
    radios: heard,
  };
}

/** The answer for a point with no values: off the floor, or a floor that cannot be computed. */
export function nothingAt(xMetres: number, yMetres: number): InspectResult {
  const values = {
    'sig-strength': null,
    'sig-strength-2nd': null,
    snr: null,
    'ch-interference': null,
    'nw-health': null,
    'data-rate': null,
    throughput: null,
  };
  return { xMetres, yMetres, inScope: false, values, radios: [] };
}
