import { useLayoutEffect, useMemo, useRef } from 'react';
import type { EditorTool, Selection } from '../canvas/editor-tools.ts';
import type { EditorDocument } from '../document/editor-document.ts';
import { nextSteps, type EditorHistory } from '../document/editor-history.ts';
import type { EditorStore } from '../document/editor-store.ts';
import {
  actionForKey,
  editorAction,
  runEditorAction,
  type CanvasDrawing,
  type EditorActionContext,
  type EditorActionId,
  type EditorActionState,
} from './editor-action-registry.ts';
import type { KeyPress } from './shortcut-keys.ts';

/** The editor's view of things that enable actions, beside the store's history. */
export type EditorView = Pick<EditorActionState, 'canWrite' | 'saving' | 'tool' | 'selection' | 'hasCopy' | 'hasFloor'>;

/** The action state of one store snapshot (`history`, `saved` and `store` of the same render) and the editor's view. */
export function editorActionState(
  history: EditorHistory,
  saved: EditorDocument,
  store: Pick<EditorStore, 'pendingChanges'>,
  view: EditorView,
): EditorActionState {
  const steps = nextSteps(history);
  return {
    ...view,
    undoStep: steps.undo,
    redoStep: steps.redo,
    unsaved: saved !== history.document && store.pendingChanges().length > 0,
  };
}

/** What actions run against: the latest state and the editor's operations. */
export interface EditorActionInputs {
  readonly state: EditorActionState;
  readonly store: Pick<EditorStore, 'undo' | 'redo'>;
  readonly operations: {
    save(): Promise<void>;
    deleteSelection(): void;
    copySelection(): void;
    paste(): void;
    nudgeSelection(dx: number, dy: number): void;
  };
  setTool(tool: EditorTool): void;
  setSelection(selection: Selection): void;
}

/** Runs registry actions from buttons and keys; one object for the editor's life, so memoised parts keep it. */
export interface EditorActionRunner {
  /** Runs the action if it is enabled now; true when it ran. */
  run(id: EditorActionId, press?: KeyPress, drawing?: CanvasDrawing): boolean;
  /** A key on the focused canvas: true when an enabled canvas action took it (else the plan view may pan or zoom). */
  onCanvasKey(press: KeyPress, drawing: CanvasDrawing): boolean;
  /** A key elsewhere on the page: true when it is a page shortcut, which is the editor's even while its action is disabled. */
  onPageKey(press: KeyPress): boolean;
}

function contextOf(inputs: EditorActionInputs, drawing: CanvasDrawing | null): EditorActionContext {
  const { store, operations } = inputs;
  return {
    state: inputs.state,
    undo: () => store.undo(),
    redo: () => store.redo(),
    save: () => void operations.save(),
    setTool: inputs.setTool,
    deleteSelection: operations.deleteSelection,
    copySelection: operations.copySelection,
    paste: operations.paste,
    clearSelection: () => inputs.setSelection(null),
    nudgeSelection: operations.nudgeSelection,
    drawing,
  };
}

/** The one way the editor runs an action: the toolbar, the save bar, the panels and both key handlers go through it. */
export function useEditorActionRunner(inputs: EditorActionInputs): EditorActionRunner {
  const latest = useRef(inputs);
  useLayoutEffect(() => {
    latest.current = inputs;
  });
  return useMemo(() => {
    const run = (id: EditorActionId, press?: KeyPress, drawing?: CanvasDrawing) =>
      runEditorAction(editorAction(id), contextOf(latest.current, drawing ?? null), press);
    return {
      run,
      onCanvasKey(press, drawing) {
        const action = actionForKey(press, 'canvas');
        return action ? run(action.id, press, drawing) : false;
      },
      onPageKey(press) {
        const action = actionForKey(press, 'page');
        if (action) run(action.id, press);
        return action !== undefined;
      },
    };
  }, []);
}
