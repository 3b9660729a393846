import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n.ts';
import type { EditorTool, Selection } from '../canvas/editor-tools.ts';
import { drawWallChain } from '../commands/wall-commands.ts';
import { documentFromBatch } from '../document/editor-document.ts';
import { createEditorStore, useEditorState, type EditorStore } from '../document/editor-store.ts';
import { ToolBar } from '../panels/tool-bar.tsx';
import { SaveBar } from '../save-bar.tsx';
import { editorAction, type CanvasDrawing } from './editor-action-registry.ts';
import { editorActionState, useEditorActionRunner } from './use-editor-action-runner.ts';
import { useEditorShortcuts } from './use-editor-shortcuts.ts';

const FLOOR = 'floor-1';
const TOOL_OPTIONS = { wallTypeId: 'dry', areaTypeId: 'new', newAreaDbPerM: 4, areaName: '', apModelId: 'generic' };

function storeWithTwoWalls(): EditorStore {
  const store = createEditorStore(
    documentFromBatch({
      wallTypes: [{ id: 'dry', status: 'CREATED', name: 'Wall, Dry' }],
      floorPlans: [{ id: FLOOR, width: 100, height: 80, imageId: 'img' }],
    }),
    1,
  );
  for (const y of [0, 10])
    store.execute(
      drawWallChain(FLOOR, 'dry', [
        { x: 0, y },
        { x: 10, y },
      ]),
    );
  return store;
}

const operations = {
  save: vi.fn(async () => undefined),
  deleteSelection: vi.fn(),
  copySelection: vi.fn(),
  paste: vi.fn(),
  nudgeSelection: vi.fn(),
};
const drawing: CanvasDrawing = { finish: vi.fn(), cancel: vi.fn() };

/** The editor's wiring of the registry, without the plan: save bar, tool bar, page keys, and a stand-in for the canvas's key box. */
function Editor({ store, initialSelection }: { store: EditorStore; initialSelection: Selection }) {
  const [tool, setTool] = useState<EditorTool>('select');
  const [selection, setSelection] = useState<Selection>(initialSelection);
  const history = useEditorState(store, (state) => state.history);
  const saved = useEditorState(store, (state) => state.saved);
  const view = { canWrite: true, saving: false, tool, selection, hasCopy: false, hasFloor: true };
  const state = editorActionState(history, saved, store, view);
  const runner = useEditorActionRunner({ state, store, operations, setTool, setSelection });
  useEditorShortcuts(runner);
  return (
    <>
      <SaveBar actionState={state} actions={runner} conflict={null} saveError={null} onReload={() => undefined} />
      <ToolBar
        tool={tool}
        onAction={runner.run}
        options={TOOL_OPTIONS}
        onOptions={() => undefined}
        wallTypes={[]}
        areaTypes={[]}
        onAddMaterial={() => undefined}
      />
      <div
        data-testid="canvas"
        data-tool={tool}
        data-selected={selection?.id ?? ''}
        tabIndex={0}
        onKeyDown={(event) => runner.onCanvasKey(event, drawing)}
      />
      <input aria-label="Area name" />
    </>
  );
}

function renderEditor(store: EditorStore, initialSelection: Selection = null) {
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <MantineProvider env="test">
        <Editor store={store} initialSelection={initialSelection} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('the editor actions, from keys and from buttons', () => {
  it('runs the same undo entry for Ctrl+Z and for the Undo button, and its tooltip names step and key', () => {
    const store = storeWithTwoWalls();
    const undo = vi.spyOn(editorAction('undo'), 'run');
    renderEditor(store);
    const button = screen.getByRole('button', { name: 'Undo' });
    expect(button.getAttribute('title')).toBe('Draw walls (Ctrl+Z)');

    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    fireEvent.click(button);

    expect(undo).toHaveBeenCalledTimes(2);
    expect(store.getState().history.undoStack).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(true);
    // Nothing left to undo: the key is still the editor's (no browser undo), but the entry does not run.
    const third = new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, cancelable: true });
    window.dispatchEvent(third);
    expect(third.defaultPrevented).toBe(true);
    expect(undo).toHaveBeenCalledTimes(2);

    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(store.getState().history.undoStack).toHaveLength(1);
  });

  it('leaves Ctrl+Z in a text field to the field', () => {
    const store = storeWithTwoWalls();
    renderEditor(store);
    fireEvent.keyDown(screen.getByLabelText('Area name'), { key: 'z', ctrlKey: true });
    expect(store.getState().history.undoStack).toHaveLength(2);
  });

  it('saves from Ctrl+S and from the Save button through the one save entry', () => {
    const save = vi.spyOn(editorAction('save'), 'run');
    renderEditor(storeWithTwoWalls());
    fireEvent.keyDown(window, { key: 's', metaKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledTimes(2);
    expect(operations.save).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('title')).toBe('Save (Ctrl+S)');
  });

  it('switches tools from the tool bar through the registry, and the canvas keys follow the tool', () => {
    const wall = vi.spyOn(editorAction('tool.wall'), 'run');
    renderEditor(storeWithTwoWalls(), { collection: 'wallSegments', id: 'w' });
    fireEvent.click(screen.getByText('Wall'));
    expect(wall).toHaveBeenCalledTimes(1);
    const canvas = screen.getByTestId('canvas');
    expect(canvas.getAttribute('data-tool')).toBe('wall');

    fireEvent.keyDown(canvas, { key: 'Enter' });
    fireEvent.keyDown(canvas, { key: 'Escape' });
    expect(drawing.finish).toHaveBeenCalledTimes(1);
    expect(drawing.cancel).toHaveBeenCalledTimes(1);
    expect(canvas.getAttribute('data-selected')).toBe('w');

    fireEvent.click(screen.getByText('Select'));
    fireEvent.keyDown(canvas, { key: 'Delete' });
    expect(operations.deleteSelection).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(canvas, { key: 'Escape' });
    expect(canvas.getAttribute('data-selected')).toBe('');
  });
});
