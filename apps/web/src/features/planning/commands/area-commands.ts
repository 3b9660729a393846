import type { EditorCollection, EditorRecord, RecordChange } from '../document/editor-document.ts';
import type { EditorCommand } from '../document/editor-history.ts';
import { newRecordId } from './new-record-id.ts';

/** The polygon collections the area tools draw. */
export type AreaCollection = Extract<EditorCollection, 'attenuationAreas' | 'exclusionAreas' | 'areas' | 'holeInFloors'>;
export type Point = { readonly x: number; readonly y: number };

/** A new polygon record; attenuation areas also need their area type (made here when the project has none). */
export function drawArea(
  collection: AreaCollection,
  floorPlanId: string,
  polygon: readonly Point[],
  extra: Record<string, unknown> = {},
  newType?: EditorRecord,
): EditorCommand {
  const changes: RecordChange[] = [];
  if (newType) changes.push({ op: 'put', collection: 'attenuationAreaTypes', record: newType });
  const record = { id: newRecordId(), status: 'CREATED', floorPlanId, area: polygon.map(({ x, y }) => ({ x, y })), ...extra };
  changes.push({ op: 'put', collection, record });
  return { label: 'drawArea', changes };
}

/** Ekahau's "Shelving" style: a loss per metre travelled inside, the same on every band. */
export function makeAttenuationAreaType(name: string, dbPerM: number): EditorRecord {
  return {
    id: newRecordId(),
    status: 'CREATED',
    name,
    color: '#e8590c',
    propagationProperties: ['TWO', 'FIVE', 'SIX'].map((band) => ({ band, attenuationFactor: dbPerM })),
  };
}

/** Shifts every vertex of an area by (dx, dy) plan pixels. */
export function moveArea(collection: AreaCollection, record: EditorRecord, dx: number, dy: number): EditorCommand {
  const area = (record.area as Point[] | undefined) ?? [];
  return {
    label: 'moveArea',
    changes: [
      { op: 'put', collection, record: { ...record, area: area.map((point) => ({ ...point, x: point.x + dx, y: point.y + dy })) } },
    ],
  };
}
