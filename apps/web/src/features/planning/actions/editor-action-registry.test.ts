import { describe, expect, it, vi } from 'vitest';
import { createI18n, SUPPORTED_LANGUAGES } from '../../../lib/i18n/i18n.ts';
import { actionTooltip } from './action-tooltip.ts';
import {
  actionForKey,
  EDITOR_ACTIONS,
  editorAction,
  runEditorAction,
  type EditorActionContext,
  type EditorActionState,
} from './editor-action-registry.ts';
import { formatShortcut, shortcutsOverlap, type KeyPress } from './shortcut-keys.ts';

const press = (key: string, modifiers: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

const idle: EditorActionState = {
  canWrite: true,
  saving: false,
  unsaved: false,
  undoStep: null,
  redoStep: null,
  tool: 'select',
  selection: null,
  hasCopy: false,
  hasFloor: true,
};

function contextIn(state: EditorActionState): EditorActionContext {
  return {
    state,
    undo: vi.fn(),
    redo: vi.fn(),
    save: vi.fn(),
    setTool: vi.fn(),
    deleteSelection: vi.fn(),
    copySelection: vi.fn(),
    paste: vi.fn(),
    clearSelection: vi.fn(),
    nudgeSelection: vi.fn(),
    drawing: { finish: vi.fn(), cancel: vi.fn() },
  };
}

describe('the editor action registry', () => {
  it('has unique ids', () => {
    const ids = EDITOR_ACTIONS.map((action) => action.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives no key press to two shortcuts, within an action or across actions and scopes', () => {
    const shortcuts = EDITOR_ACTIONS.flatMap((action) => action.shortcuts.map((shortcut) => ({ id: action.id, shortcut })));
    const clashes = shortcuts.flatMap((a, i) =>
      shortcuts
        .slice(i + 1)
        .filter((b) => shortcutsOverlap(a.shortcut, b.shortcut))
        .map((b) => `${a.id} / ${b.id}`),
    );
    expect(clashes).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('has a %s label for every action and a name for every key it shows', (language) => {
    const i18n = createI18n(language);
    const missing = EDITOR_ACTIONS.filter((action) => !i18n.exists(action.label)).map((action) => action.id);
    expect(missing).toEqual([]);
    const keys = EDITOR_ACTIONS.flatMap((action) => action.shortcuts.map((shortcut) => formatShortcut(i18n.t, shortcut)));
    expect(keys.filter((text) => text.includes('planning.keys'))).toEqual([]);
  });

  it('maps key presses to the actions the editor always had', () => {
    const page = (key: string, modifiers?: Partial<KeyPress>) => actionForKey(press(key, modifiers), 'page')?.id;
    const canvas = (key: string, modifiers?: Partial<KeyPress>) => actionForKey(press(key, modifiers), 'canvas')?.id;
    expect(page('z', { ctrlKey: true })).toBe('undo');
    expect(page('z', { metaKey: true })).toBe('undo');
    expect(page('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(page('y', { ctrlKey: true })).toBe('redo');
    expect(page('s', { metaKey: true })).toBe('save');
    expect(page('z')).toBeUndefined();
    expect(page('c', { ctrlKey: true })).toBeUndefined();
    expect(canvas('c', { ctrlKey: true })).toBe('copy');
    expect(canvas('v', { metaKey: true })).toBe('paste');
    expect(canvas('v')).toBeUndefined();
    expect(canvas('Delete')).toBe('delete');
    expect(canvas('Backspace')).toBe('delete');
    expect(canvas('Enter')).toBe('finishDrawing');
    expect(canvas('Escape')).toBe('cancel');
    expect(canvas('ArrowLeft', { shiftKey: true })).toBe('nudgeLeft');
    expect(canvas('+')).toBeUndefined();
  });

  it('runs an action only while it is enabled', () => {
    const nothingToUndo = contextIn(idle);
    expect(runEditorAction(editorAction('undo'), nothingToUndo)).toBe(false);
    expect(nothingToUndo.undo).not.toHaveBeenCalled();
    const oneStep = contextIn({ ...idle, undoStep: 'drawWalls' });
    expect(runEditorAction(editorAction('undo'), oneStep)).toBe(true);
    expect(oneStep.undo).toHaveBeenCalledTimes(1);
    expect(runEditorAction(editorAction('save'), contextIn({ ...idle, canWrite: false, unsaved: true }))).toBe(false);
    expect(runEditorAction(editorAction('paste'), contextIn(idle))).toBe(false);
  });

  it('moves a selected access point by 10 plan pixels, or by 1 with Shift', () => {
    const context = contextIn({ ...idle, selection: { collection: 'accessPoints', id: 'ap-1' } });
    runEditorAction(editorAction('nudgeRight'), context, press('ArrowRight'));
    runEditorAction(editorAction('nudgeUp'), context, press('ArrowUp', { shiftKey: true }));
    expect(vi.mocked(context.nudgeSelection).mock.calls).toEqual([
      [10, 0],
      [0, -1],
    ]);
    expect(runEditorAction(editorAction('nudgeLeft'), contextIn({ ...idle, selection: { collection: 'areas', id: 'a' } }))).toBe(false);
  });

  it('lets Escape throw away a drawing under a drawing tool, and clear the selection under the others', () => {
    const selection = { collection: 'wallSegments', id: 'w' } as const;
    const drawingWalls = contextIn({ ...idle, tool: 'wall', selection });
    runEditorAction(editorAction('cancel'), drawingWalls);
    expect(drawingWalls.drawing?.cancel).toHaveBeenCalledTimes(1);
    expect(drawingWalls.clearSelection).not.toHaveBeenCalled();
    const selecting = contextIn({ ...idle, selection });
    runEditorAction(editorAction('cancel'), selecting);
    expect(selecting.clearSelection).toHaveBeenCalledTimes(1);
    expect(selecting.drawing?.cancel).not.toHaveBeenCalled();
  });

  it('writes each tooltip from the entry: what undo takes back, and the shortcuts in the language of the page', () => {
    const en = createI18n('en').t;
    const de = createI18n('de').t;
    expect(actionTooltip(en, editorAction('undo'), { ...idle, undoStep: 'drawWalls' })).toBe('Draw walls (Ctrl+Z)');
    expect(actionTooltip(en, editorAction('undo'), idle)).toBe('Undo (Ctrl+Z)');
    expect(actionTooltip(en, editorAction('redo'), idle)).toBe('Redo (Ctrl+Shift+Z / Ctrl+Y)');
    expect(actionTooltip(de, editorAction('delete'))).toBe('Löschen (Entf / Rücktaste)');
    expect(actionTooltip(en, editorAction('tool.wall'))).toBe('Wall');
  });
});
