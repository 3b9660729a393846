import { describe, expect, it } from 'vitest';
import { putRecord } from '../commands/floor-commands.ts';
import { DEFAULT_ACCESS_POINT, placeAccessPoint, rotateAccessPoint } from '../commands/access-point-commands.ts';
import { documentFromBatch } from './editor-document.ts';
import { executeCommand, startHistory, TYPING_PAUSE_MS, undo, redo } from './editor-history.ts';

const FLOOR = 'floor-1';
const loaded = () => documentFromBatch({ floorPlans: [{ id: FLOOR, name: 'Ground', width: 100, height: 80, imageId: 'img' }] });
const nameOf = (history: ReturnType<typeof startHistory>) => history.document.floorPlans.get(FLOOR)!.name;

/** Types `text` into the floor name field one keystroke at a time, `gapMs` apart. */
function typeName(history: ReturnType<typeof startHistory>, text: string, startMs: number, gapMs: number) {
  let h = history;
  [...text].forEach((_, index) => {
    h = executeCommand(
      h,
      putRecord('floorPlans', { ...h.document.floorPlans.get(FLOOR)!, name: text.slice(0, index + 1) }),
      startMs + index * gapMs,
    );
  });
  return h;
}

describe('editor history', () => {
  it('makes one undo step of quick keystrokes in one field, and redoes it whole', () => {
    const typed = typeName(startHistory(loaded()), 'Lobby', 0, 120);
    expect(nameOf(typed)).toBe('Lobby');
    expect(typed.undoStack).toHaveLength(1);
    const undone = undo(typed);
    expect(nameOf(undone)).toBe('Ground');
    expect(nameOf(redo(undone))).toBe('Lobby');
  });

  it('starts a new step after a pause in typing', () => {
    let h = typeName(startHistory(loaded()), 'Lo', 0, 100);
    h = executeCommand(h, putRecord('floorPlans', { ...h.document.floorPlans.get(FLOOR)!, name: 'Lob' }), 100 + TYPING_PAUSE_MS + 1);
    expect(h.undoStack).toHaveLength(2);
    expect(nameOf(undo(h))).toBe('Lo');
  });

  it('keeps edits of another record, and discrete actions, as their own steps', () => {
    const placed = placeAccessPoint(loaded(), FLOOR, { x: 5, y: 5 }, DEFAULT_ACCESS_POINT);
    let h = executeCommand(startHistory(loaded()), placed.command, 0);
    h = executeCommand(h, putRecord('accessPoints', { ...h.document.accessPoints.get(placed.accessPointId)!, name: 'AP-1' }), 10);
    h = executeCommand(h, putRecord('floorPlans', { ...h.document.floorPlans.get(FLOOR)!, name: 'G' }), 20);
    h = executeCommand(h, rotateAccessPoint(h.document, placed.accessPointId, 45), 30);
    h = executeCommand(h, rotateAccessPoint(h.document, placed.accessPointId, 90), 40);
    expect(h.undoStack.map((entry) => entry.label)).toEqual([
      placed.command.label,
      'edit',
      'edit',
      'rotateAccessPoint',
      'rotateAccessPoint',
    ]);
  });
});
