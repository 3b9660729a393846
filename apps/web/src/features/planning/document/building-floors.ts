import { recordsOf, type EditorDocument, type EditorRecord } from './editor-document.ts';

/** A floor plan with where it sits: its building, number, height and elevation (m) above the building's lowest floor. */
export interface FloorEntry {
  readonly plan: EditorRecord;
  readonly placement: EditorRecord | null;
  readonly buildingId: string | null;
  readonly floorNumber: number;
  readonly heightM: number;
  readonly elevationM: number;
}

/** Every floor plan with its building placement, ordered by building and floor number (unplaced floors last). */
export function listFloors(document: Pick<EditorDocument, 'floorPlans' | 'buildingFloors'>): FloorEntry[] {
  const placements = recordsOf(document, 'buildingFloors');
  const entries = recordsOf(document, 'floorPlans').map((plan): Omit<FloorEntry, 'elevationM'> => {
    const placement = placements.find((record) => record.floorPlanId === plan.id) ?? null;
    return {
      plan,
      placement,
      buildingId: placement ? String(placement.buildingId) : null,
      floorNumber: typeof placement?.floorNumber === 'number' ? placement.floorNumber : 0,
      heightM: typeof placement?.height === 'number' ? placement.height : 0,
    };
  });
  return entries
    .map((entry) => ({
      ...entry,
      // The same rule as the RF model: the sum of the heights of the building's lower floors.
      elevationM: entries
        .filter((other) => other.buildingId !== null && other.buildingId === entry.buildingId && other.floorNumber < entry.floorNumber)
        .reduce((sum, other) => sum + other.heightM, 0),
    }))
    .sort((a, b) => (a.buildingId ?? '\uffff').localeCompare(b.buildingId ?? '\uffff') || a.floorNumber - b.floorNumber);
}

/** The floor numbers of a building, for the next floor's default. */
export function nextFloorNumber(document: EditorDocument, buildingId: string): number {
  const numbers = recordsOf(document, 'buildingFloors')
    .filter((record) => record.buildingId === buildingId)
    .map((record) => Number(record.floorNumber ?? 0));
  return numbers.length === 0 ? 0 : Math.max(...numbers) + 1;
}
