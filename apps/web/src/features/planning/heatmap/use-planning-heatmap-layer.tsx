import { AIRTIME_LEGEND } from '@airscope/core';
import type { FloorCapacityPlan } from '@airscope/esx';
import { useEffect, useMemo, useRef } from 'react';
import { PlanHeatmapLayer } from '../../../components/plan-view/plan-heatmap-layer.tsx';
import type { FloorEntry } from '../document/building-floors.ts';
import type { HeatmapSettings } from '../panels/heatmap-choices.ts';
import { drawHeatmapCells, gridBoxOnPlan } from './paint-grid.ts';
import type { LiveHeatmap } from './use-building-heatmap.ts';

const HIDDEN_BOX = { left: '0%', top: '0%', width: '0%', height: '0%' };

interface PlanningHeatmapLayerInput {
  heatmap: LiveHeatmap;
  capacity: FloorCapacityPlan | null;
  /** The airtime map of the capacity plan replaces the heatmap while shown. */
  isCapacityShown: boolean;
  floorPlanId: string | null;
  floor: FloorEntry | null;
  metersPerUnit: number | null;
  settings: HeatmapSettings;
}

/**
 * The editor's heatmap layer of the plan view, painted whenever the live heatmap (or the airtime map) changes.
 * One canvas pixel per grid cell, stretched over the plan by CSS: a plan-sized canvas (F1: 3973 px) costs tens of ms
 * per drag frame.
 */
export function usePlanningHeatmapLayer(input: PlanningHeatmapLayerInput) {
  const { heatmap, capacity, isCapacityShown, floorPlanId, floor, metersPerUnit, settings } = input;
  const heatmapCanvas = useRef<HTMLCanvasElement>(null);
  const isHeatmapShown = heatmap.floorPlanId === floorPlanId;
  const showsCapacity = isCapacityShown && !!capacity && capacity.areas.length > 0;
  const heatValues = showsCapacity ? capacity.result.airtimePercent : isHeatmapShown ? heatmap.values : null;
  const heatGrid = showsCapacity ? capacity.grid : isHeatmapShown ? heatmap.grid : null,
    heatType = heatmap.type;
  useEffect(() => {
    if (heatmapCanvas.current)
      drawHeatmapCells(
        heatmapCanvas.current,
        heatValues && heatGrid
          ? { grid: heatGrid, values: heatValues, type: heatType, ...(showsCapacity ? { stops: AIRTIME_LEGEND } : {}) }
          : null,
      );
  }, [heatValues, heatGrid, heatType, showsCapacity]);
  const planWidthM = floor && metersPerUnit ? Number(floor.plan.width) * metersPerUnit : 0,
    planHeightM = floor && metersPerUnit ? Number(floor.plan.height) * metersPerUnit : 0;
  const heatmapOpacity = settings.opacity / 100;
  // A stable element, so a drag frame does not re-render the canvas layer of the plan.
  const { left, top, width, height } = heatGrid && planWidthM > 0 ? gridBoxOnPlan(heatGrid, planWidthM, planHeightM) : HIDDEN_BOX;
  return useMemo(
    () => (
      <PlanHeatmapLayer canvasRef={heatmapCanvas} opacity={heatmapOpacity} box={{ left, top, width, height }} testId="planning-heatmap" />
    ),
    [heatmapOpacity, left, top, width, height],
  );
}
