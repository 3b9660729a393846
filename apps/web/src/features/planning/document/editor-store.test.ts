import { describe, expect, it } from 'vitest';
import { deleteWallSegments, drawWallChain } from '../commands/wall-commands.ts';
import { DEFAULT_ACCESS_POINT, deleteAccessPoint, moveAccessPoint, placeAccessPoint } from '../commands/access-point-commands.ts';
import { documentFromBatch } from './editor-document.ts';
import { createEditorStore } from './editor-store.ts';

const FLOOR = 'floor-1';
const loaded = () =>
  documentFromBatch({
    wallTypes: [{ id: 'dry', status: 'CREATED', name: 'Wall, Dry' }],
    floorPlans: [{ id: FLOOR, width: 100, height: 80, imageId: 'img' }],
  });

describe('editor store', () => {
  it('undoes and redoes a drawn wall chain, and nothing is pending once undone', () => {
    const store = createEditorStore(loaded(), 3);
    store.execute(
      drawWallChain(FLOOR, 'dry', [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 10 },
      ]),
    );
    expect(store.getState().shown.wallSegments.size).toBe(2);
    expect(store.getState().shown.wallPoints.size).toBe(3);
    expect(store.pendingChanges()).toHaveLength(5);
    store.undo();
    expect(store.getState().shown.wallSegments.size).toBe(0);
    expect(store.pendingChanges()).toEqual([]);
    store.redo();
    expect(store.getState().shown.wallSegments.size).toBe(2);
  });

  it('reuses a snapped wall point instead of adding a second one at the same place', () => {
    const store = createEditorStore(loaded(), 0);
    store.execute(
      drawWallChain(FLOOR, 'dry', [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ]),
    );
    const [first] = store.getState().shown.wallPoints.keys();
    store.execute(
      drawWallChain(FLOOR, 'dry', [
        { x: 0, y: 0, pointId: first! },
        { x: 0, y: 10 },
      ]),
    );
    expect(store.getState().shown.wallPoints.size).toBe(3);
  });

  it('deletes the wall points only the deleted segment used', () => {
    const store = createEditorStore(loaded(), 0);
    store.execute(
      drawWallChain(FLOOR, 'dry', [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 10 },
      ]),
    );
    const [firstSegment] = store.getState().shown.wallSegments.keys();
    store.execute({ label: 'delete', changes: deleteWallSegments(store.getState().history.document, [firstSegment!]) });
    expect(store.getState().shown.wallPoints.size).toBe(2);
    expect(store.getState().shown.wallSegments.size).toBe(1);
  });

  it('shows a drag as a preview and records one undo step when it ends', () => {
    const store = createEditorStore(loaded(), 0);
    const { command, accessPointId } = placeAccessPoint(store.getState().history.document, FLOOR, { x: 5, y: 5 }, DEFAULT_ACCESS_POINT);
    store.execute(command);
    const ap = store.getState().history.document.accessPoints.get(accessPointId)!;
    store.preview(moveAccessPoint(ap, 20, 20));
    store.preview(moveAccessPoint(ap, 30, 30));
    expect((store.getState().shown.accessPoints.get(accessPointId)!.location as { coord: { x: number } }).coord.x).toBe(30);
    expect(store.getState().history.undoStack).toHaveLength(1);
    store.execute({ label: 'move', changes: moveAccessPoint(ap, 30, 30) });
    expect(store.getState().preview).toBeNull();
    store.undo();
    expect((store.getState().shown.accessPoints.get(accessPointId)!.location as { coord: { x: number } }).coord.x).toBe(5);
  });

  it('sends only the difference to the saved document, with deletes of saved records', () => {
    const store = createEditorStore(loaded(), 0);
    const { command, accessPointId } = placeAccessPoint(store.getState().history.document, FLOOR, { x: 5, y: 5 }, DEFAULT_ACCESS_POINT);
    store.execute(command);
    store.markSaved(store.getState().history.document, 1);
    expect(store.pendingChanges()).toEqual([]);
    expect(store.getState().baseVersion).toBe(1);
    store.execute({ label: 'delete', changes: deleteAccessPoint(store.getState().history.document, accessPointId) });
    const pending = store.pendingChanges();
    expect(pending.every((change) => change.op === 'delete')).toBe(true);
    expect(pending.map((change) => change.collection).sort()).toEqual(['accessPoints', 'simulatedRadios', 'simulatedRadios']);
  });

  it('a new command after undo clears the redo step', () => {
    const store = createEditorStore(loaded(), 0);
    store.execute(
      drawWallChain(FLOOR, 'dry', [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ]),
    );
    store.undo();
    store.execute(
      drawWallChain(FLOOR, 'dry', [
        { x: 0, y: 5 },
        { x: 10, y: 5 },
      ]),
    );
    store.redo();
    expect(store.getState().shown.wallSegments.size).toBe(1);
    expect(store.getState().history.redoStack).toHaveLength(0);
  });
});
