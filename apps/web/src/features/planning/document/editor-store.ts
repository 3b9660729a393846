import { useSyncExternalStore } from 'react';
import { applyChanges, diffDocuments, type EditorDocument, type RecordChange } from './editor-document.ts';
import { executeCommand, redo, startHistory, undo, type EditorCommand, type EditorHistory } from './editor-history.ts';

/** What the editor shows: the edited document (with a drag preview on top), what was saved, and the version it was saved at. */
export interface EditorState {
  readonly history: EditorHistory;
  /** The document as the server has it at `baseVersion`. */
  readonly saved: EditorDocument;
  readonly baseVersion: number;
  /** Changes shown while a drag is under way, not yet a command. */
  readonly preview: readonly RecordChange[] | null;
  /** `history.document` with the preview applied: what the canvas and the heatmap draw. */
  readonly shown: EditorDocument;
}

/**
 * The editor's document store: commands go through the undo history, a drag shows a preview and becomes
 * one command on release, and the pending changes are the difference to the last saved document.
 */
export function createEditorStore(document: EditorDocument, baseVersion: number) {
  let state: EditorState = { history: startHistory(document), saved: document, baseVersion, preview: null, shown: document };
  const listeners = new Set<() => void>();
  const set = (history: EditorHistory, patch: Partial<Omit<EditorState, 'history' | 'shown'>> = {}) => {
    const preview = patch.preview === undefined ? state.preview : patch.preview;
    state = { ...state, ...patch, history, preview, shown: preview ? applyChanges(history.document, preview) : history.document };
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    execute(command: EditorCommand) {
      set(executeCommand(state.history, command), { preview: null });
    },
    preview(changes: readonly RecordChange[] | null) {
      set(state.history, { preview: changes });
    },
    undo() {
      set(undo(state.history), { preview: null });
    },
    redo() {
      set(redo(state.history), { preview: null });
    },
    /** What a save sends: every record that differs from the saved document. */
    pendingChanges: (): RecordChange[] => diffDocuments(state.saved, state.history.document),
    /** After a save: the saved document becomes what was sent, at the server's new version. */
    markSaved(sent: EditorDocument, projectVersion: number) {
      set(state.history, { saved: sent, baseVersion: projectVersion });
    },
    /** A change the server already holds (a stored plan image): part of both the saved and the edited document. */
    acceptServerChange(changes: readonly RecordChange[], projectVersion: number | null) {
      const history = { ...state.history, document: applyChanges(state.history.document, changes) };
      set(history, { saved: applyChanges(state.saved, changes), ...(projectVersion === null ? {} : { baseVersion: projectVersion }) });
    },
  };
}
export type EditorStore = ReturnType<typeof createEditorStore>;

export function useEditorState<T>(store: EditorStore, select: (state: EditorState) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
