import { useMemo } from 'react';
import { listFloors, type FloorEntry } from './building-floors.ts';
import { recordsOf, type EditorDocument } from './editor-document.ts';

/** The floors of a building: its own, and those placed in no building. */
function floorsOfBuilding(floors: readonly FloorEntry[], buildingId: string | null): FloorEntry[] {
  return floors.filter((entry) => entry.buildingId === buildingId || entry.buildingId === null);
}

/** Where the editor opens: the first floor's building (or the first building) and that building's first floor. */
export function firstFloorOf(document: EditorDocument): { buildingId: string | null; floorPlanId: string | null } {
  const floors = listFloors(document);
  const buildingId = floors[0]?.buildingId ?? recordsOf(document, 'buildings')[0]?.id ?? null;
  return { buildingId, floorPlanId: floorsOfBuilding(floors, buildingId)[0]?.plan.id ?? null };
}

/** The document's buildings, floors and types as lists, and the chosen building's floors and the chosen floor. */
export function useEditorFloors(shown: EditorDocument, floorPlanId: string | null, buildingId: string | null) {
  // Keyed by the collections they read, so dragging an AP keeps them (and the memoised panels) as they are.
  const {
    floorPlans,
    buildingFloors: placements,
    buildings: buildingRecords,
    floorTypes: floorTypeRecords,
    wallTypes: wallTypeRecords,
    attenuationAreaTypes: areaTypeRecords,
  } = shown;
  const floors = useMemo(() => listFloors({ floorPlans, buildingFloors: placements }), [floorPlans, placements]);
  const buildings = useMemo(() => recordsOf({ buildings: buildingRecords }, 'buildings'), [buildingRecords]);
  const floorTypes = useMemo(() => recordsOf({ floorTypes: floorTypeRecords }, 'floorTypes'), [floorTypeRecords]);
  const wallTypes = useMemo(() => recordsOf({ wallTypes: wallTypeRecords }, 'wallTypes'), [wallTypeRecords]);
  const areaTypes = useMemo(() => recordsOf({ attenuationAreaTypes: areaTypeRecords }, 'attenuationAreaTypes'), [areaTypeRecords]);
  const buildingFloors = useMemo(() => floorsOfBuilding(floors, buildingId), [floors, buildingId]);
  const floor = floors.find((entry) => entry.plan.id === floorPlanId) ?? null;
  return { floors, buildings, floorTypes, wallTypes, areaTypes, buildingFloors, floor };
}
