import type { EditorCommand } from '../document/editor-history.ts';
import type { EditorRecord } from '../document/editor-document.ts';
import { newRecordId } from './new-record-id.ts';

// A 200 mm slab, as Ekahau's default floor.
const DEFAULT_SLAB_THICKNESS_M = 0.2;

export function addBuilding(name: string): { command: EditorCommand; buildingId: string } {
  const buildingId = newRecordId();
  return {
    buildingId,
    command: {
      label: 'addBuilding',
      changes: [{ op: 'put', collection: 'buildings', record: { id: buildingId, status: 'CREATED', name } }],
    },
  };
}

export interface NewFloor {
  readonly buildingId: string;
  readonly name: string;
  readonly floorNumber: number;
  /** Floor-to-floor height in metres. */
  readonly heightM: number;
  readonly floorTypeId: string | null;
  /** The stored plan image: its id and size in pixels (the floor's units). */
  readonly image: { readonly imageId: string; readonly width: number; readonly height: number };
}

/** A floor plan on its image and the building-floor record that stacks it in the building. */
export function addFloor(floor: NewFloor): { command: EditorCommand; floorPlanId: string } {
  const floorPlanId = newRecordId();
  const plan: EditorRecord = {
    id: floorPlanId,
    status: 'CREATED',
    name: floor.name,
    width: floor.image.width,
    height: floor.image.height,
    imageId: floor.image.imageId,
    cropMinX: 0,
    cropMinY: 0,
    cropMaxX: floor.image.width,
    cropMaxY: floor.image.height,
  };
  const placement: EditorRecord = {
    id: newRecordId(),
    status: 'CREATED',
    floorPlanId,
    buildingId: floor.buildingId,
    floorNumber: floor.floorNumber,
    height: floor.heightM,
    thickness: DEFAULT_SLAB_THICKNESS_M,
    ...(floor.floorTypeId ? { floorTypeId: floor.floorTypeId } : {}),
  };
  return {
    floorPlanId,
    command: {
      label: 'addFloor',
      changes: [
        { op: 'put', collection: 'floorPlans', record: plan },
        { op: 'put', collection: 'buildingFloors', record: placement },
      ],
    },
  };
}

/** The plan's scale from two points (plan pixels) that lie `distanceM` metres apart. */
export function setScale(plan: EditorRecord, a: { x: number; y: number }, b: { x: number; y: number }, distanceM: number): EditorCommand {
  const pixels = Math.hypot(b.x - a.x, b.y - a.y);
  if (!(pixels > 0) || !(distanceM > 0)) return { label: 'setScale', changes: [] };
  return { label: 'setScale', changes: [{ op: 'put', collection: 'floorPlans', record: { ...plan, metersPerUnit: distanceM / pixels } }] };
}

export function putRecord(collection: EditorCommand['changes'][number]['collection'], record: EditorRecord): EditorCommand {
  return { label: 'edit', changes: [{ op: 'put', collection, record }], coalesce: true };
}
