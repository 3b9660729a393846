import { wallSegmentPointIds, type WallSegment } from '@airscope/esx';
import { recordsOf, type EditorDocument, type EditorRecord, type RecordChange } from '../document/editor-document.ts';
import type { EditorCommand } from '../document/editor-history.ts';
import { newRecordId } from './new-record-id.ts';

/** A vertex of a drawn wall chain: a new point, or an existing wall point it snapped to. */
export interface ChainVertex {
  readonly x: number;
  readonly y: number;
  readonly pointId?: string;
}

/** Walls as chained segments of one wall type; snapped vertices reuse their wall point. */
export function drawWallChain(floorPlanId: string, wallTypeId: string, vertices: readonly ChainVertex[]): EditorCommand {
  const changes: RecordChange[] = [];
  const ids = vertices.map((vertex) => {
    if (vertex.pointId) return vertex.pointId;
    const id = newRecordId();
    changes.push({
      op: 'put',
      collection: 'wallPoints',
      record: { id, status: 'CREATED', location: { floorPlanId, coord: { x: vertex.x, y: vertex.y } } },
    });
    return id;
  });
  for (let index = 1; index < ids.length; index += 1) {
    const a = ids[index - 1]!;
    const b = ids[index]!;
    if (a !== b)
      changes.push({
        op: 'put',
        collection: 'wallSegments',
        record: { id: newRecordId(), status: 'CREATED', wallTypeId, wallPoints: [a, b] },
      });
  }
  return { label: 'drawWalls', changes };
}

export function moveWallPoint(point: EditorRecord, x: number, y: number): EditorCommand {
  const location = point.location as { floorPlanId: string };
  return {
    label: 'moveWallPoint',
    changes: [{ op: 'put', collection: 'wallPoints', record: { ...point, location: { ...location, coord: { x, y } } } }],
  };
}

/** Deletes wall segments and the wall points no remaining segment uses. */
export function deleteWallSegments(document: EditorDocument, segmentIds: readonly string[]): RecordChange[] {
  const removed = new Set(segmentIds);
  const segments = recordsOf<WallSegment>(document, 'wallSegments');
  const stillUsed = new Set(segments.filter((segment) => !removed.has(segment.id)).flatMap((segment) => wallSegmentPointIds(segment)));
  const changes: RecordChange[] = segmentIds.map((id) => ({ op: 'delete', collection: 'wallSegments', id }));
  for (const segment of segments) {
    if (!removed.has(segment.id)) continue;
    for (const pointId of wallSegmentPointIds(segment)) {
      if (
        !stillUsed.has(pointId) &&
        document.wallPoints.has(pointId) &&
        !changes.some((change) => change.op === 'delete' && change.id === pointId)
      ) {
        changes.push({ op: 'delete', collection: 'wallPoints', id: pointId });
      }
    }
  }
  return changes;
}

/** The wall point of the floor nearest to (x, y) within `radius` plan pixels, for snapping; `exceptId` (the one dragged) is skipped. */
export function findNearWallPoint(
  document: EditorDocument,
  floorPlanId: string,
  x: number,
  y: number,
  radius: number,
  exceptId?: string,
): { id: string; x: number; y: number } | null {
  let best: { id: string; x: number; y: number } | null = null;
  let bestDistance = radius;
  for (const point of document.wallPoints.values()) {
    if (point.id === exceptId) continue;
    const location = point.location as { floorPlanId: string; coord: { x: number; y: number } };
    if (location.floorPlanId !== floorPlanId) continue;
    const distance = Math.hypot(location.coord.x - x, location.coord.y - y);
    if (distance <= bestDistance) {
      bestDistance = distance;
      best = { id: point.id, ...location.coord };
    }
  }
  return best;
}
