import type { FloorRfModel } from '@airscope/esx';
import { useMemo, useState } from 'react';
import { clientOffsetDbOf } from '../../../lib/heatmap/client-offset.ts';
import type { PlanPoint } from '../canvas/editor-tools.ts';
import { useFloorCapacity } from '../capacity/use-floor-capacity.ts';
import { effectiveRequirementOf } from '../commands/requirement-commands.ts';
import type { FloorEntry } from '../document/building-floors.ts';
import { recordsOf, type EditorDocument } from '../document/editor-document.ts';
import type { HeatmapSettings } from '../panels/heatmap-choices.ts';
import { useStableList } from '../use-stable-list.ts';
import { createFloorModelCache } from './floor-model-cache.ts';
import { computePassRates } from './pass-rates.ts';
import { useBuildingHeatmap } from './use-building-heatmap.ts';

interface EditorHeatmapInput {
  /** The document as shown (a drag's preview included). */
  shown: EditorDocument;
  /** The document without the drag in progress. */
  committed: EditorDocument;
  buildingFloors: readonly FloorEntry[];
  floorPlanId: string | null;
  metersPerUnit: number | null;
  settings: HeatmapSettings;
  dragging: boolean;
}

/**
 * The editor's live prediction: the RF models of the building's scaled floors, the heatmap of the current floor
 * (and the grids of the others for the 3D view), the capacity plan and the pass rates of the floor's areas.
 */
export function useEditorHeatmap({ shown, committed, buildingFloors, floorPlanId, metersPerUnit, settings, dragging }: EditorHeatmapInput) {
  // Every scaled floor of the building: each hears the APs of the others through the slabs.
  // Cached per floor and radio: an AP drag rebuilds only that AP's radios, and the list keeps its identity when nothing changed.
  const [modelCache] = useState(createFloorModelCache);
  const scaledFloorIds = buildingFloors.filter((entry) => Number(entry.plan.metersPerUnit) > 0).map((entry) => entry.plan.id);
  const scaledFloorKey = scaledFloorIds.join('\n');
  const models = useStableList(
    useMemo<FloorRfModel[]>(
      () => modelCache.build(shown, scaledFloorKey ? scaledFloorKey.split('\n') : []),
      [modelCache, shown, scaledFloorKey],
    ),
  );
  const model = models.find((candidate) => candidate.floorPlanId === floorPlanId) ?? null;
  const choices = useMemo(
    () => ({
      type: settings.type,
      band: settings.band,
      receiverHeightM: settings.heightM,
      clientOffsetDb: clientOffsetDbOf(settings.client),
    }),
    [settings],
  );
  const { current: heatmap, floors: floorGrids } = useBuildingHeatmap(models, floorPlanId, choices, dragging);
  // Capacity follows the committed document: a drag frame does not replan, the release does.
  const capacity = useFloorCapacity(committed, model);
  const apNames = useMemo(
    () => new Map(recordsOf(committed, 'accessPoints').map((ap) => [ap.id, String(ap.name ?? '')])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- names change with the access points only, not with every committed edit
    [committed.accessPoints],
  );
  const shownAreas = shown.areas,
    shownRequirements = shown.requirements;
  // The areas (and their polygons) keep their identity while only the heatmap changes, so a drag's frames reuse
  // each area's cells (pass-rates.ts) and only count.
  const passRateAreas = useMemo(() => {
    if (!metersPerUnit || !floorPlanId) return null;
    const areas = [...shownAreas.values()].filter((area) => area.floorPlanId === floorPlanId && Array.isArray(area.area));
    return areas.map((area) => {
      const requirement = effectiveRequirementOf({ requirements: shownRequirements }, area);
      return {
        id: area.id,
        name: String(area.name ?? ''),
        ...(requirement ? { profile: String(requirement.name ?? requirement.key ?? '') } : {}),
        polygon: (area.area as PlanPoint[]).map((point) => ({ x: point.x * metersPerUnit, y: point.y * metersPerUnit })) as never,
      };
    });
  }, [metersPerUnit, floorPlanId, shownAreas, shownRequirements]);
  const passRates = useMemo(
    () =>
      heatmap.health && heatmap.healthGrid && passRateAreas ? computePassRates(heatmap.health, heatmap.healthGrid, passRateAreas) : null,
    [heatmap.health, heatmap.healthGrid, passRateAreas],
  );
  return { models, model, heatmap, floorGrids, capacity, apNames, passRates };
}
