import { applyChanges, invertChanges, type EditorDocument, type RecordChange } from './editor-document.ts';

/** One user action: a label for the undo button and the record changes it makes. */
export interface EditorCommand {
  readonly label: string;
  readonly changes: readonly RecordChange[];
  /**
   * A field edit from a side-panel input: typing "2", "2.", "2.5" sends one command per keystroke, and the user
   * means one step. Such commands fold into the previous one when it was the same edit of the same records moments ago.
   */
  readonly coalesce?: boolean;
}

interface HistoryEntry {
  readonly label: string;
  readonly forward: readonly RecordChange[];
  readonly backward: readonly RecordChange[];
  /** Set on field edits only: which records it touched and when, to fold the next keystroke into it. */
  readonly typing?: { readonly records: string; readonly at: number };
}

/** The document and its undo/redo stacks; pure values, so the store and the tests share the rules. */
export interface EditorHistory {
  readonly document: EditorDocument;
  readonly undoStack: readonly HistoryEntry[];
  readonly redoStack: readonly HistoryEntry[];
}

// Enough for a working session; the oldest steps fall off first.
const MAX_UNDO_STEPS = 500;

export function startHistory(document: EditorDocument): EditorHistory {
  return { document, undoStack: [], redoStack: [] };
}

// Keystrokes closer than this belong to one edit; a pause starts a new undo step.
export const TYPING_PAUSE_MS = 1000;

const recordsOf = (changes: readonly RecordChange[]) =>
  changes
    .map((change) => `${change.collection}/${change.op === 'put' ? change.record.id : change.id}`)
    .sort()
    .join(' ');

/** Applies a command; a new command clears the redo stack. `at` (ms) only matters for field edits. */
export function executeCommand(history: EditorHistory, command: EditorCommand, at = Date.now()): EditorHistory {
  if (command.changes.length === 0) return history;
  const backward = invertChanges(history.document, command.changes);
  const document = applyChanges(history.document, command.changes);
  const typing = command.coalesce ? { records: recordsOf(command.changes), at } : undefined;
  const last = history.undoStack.at(-1);
  if (
    typing &&
    last?.typing &&
    last.label === command.label &&
    last.typing.records === typing.records &&
    at - last.typing.at < TYPING_PAUSE_MS
  ) {
    // Undo runs `backward` in order: first back over this keystroke, then over the earlier ones.
    const merged = { label: last.label, forward: [...last.forward, ...command.changes], backward: [...backward, ...last.backward], typing };
    return { document, undoStack: [...history.undoStack.slice(0, -1), merged], redoStack: [] };
  }
  const entry = { label: command.label, forward: command.changes, backward, ...(typing ? { typing } : {}) };
  return { document, undoStack: [...history.undoStack, entry].slice(-MAX_UNDO_STEPS), redoStack: [] };
}

export function undo(history: EditorHistory): EditorHistory {
  const entry = history.undoStack.at(-1);
  if (!entry) return history;
  return {
    document: applyChanges(history.document, entry.backward),
    undoStack: history.undoStack.slice(0, -1),
    redoStack: [...history.redoStack, entry],
  };
}

export function redo(history: EditorHistory): EditorHistory {
  const entry = history.redoStack.at(-1);
  if (!entry) return history;
  return {
    document: applyChanges(history.document, entry.forward),
    undoStack: [...history.undoStack, entry],
    redoStack: history.redoStack.slice(0, -1),
  };
}

/** Labels of the next undo and redo steps, for button titles. */
export function nextSteps(history: EditorHistory): { undo: string | null; redo: string | null } {
  return { undo: history.undoStack.at(-1)?.label ?? null, redo: history.redoStack.at(-1)?.label ?? null };
}
