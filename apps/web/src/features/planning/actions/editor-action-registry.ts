import type { ParseKeys } from 'i18next';
import { EDITOR_TOOLS, isDrawingTool, type EditorTool, type Selection } from '../canvas/editor-tools.ts';
import { matchesShortcut, type KeyPress, type NamedKey, type Shortcut } from './shortcut-keys.ts';

// Arrow keys move a selected AP by this many plan pixels (1 with Shift): the keyboard's drag.
const KEY_STEP_PX = 10;

/** What decides whether an action may run now. */
export interface EditorActionState {
  readonly canWrite: boolean;
  readonly saving: boolean;
  /** Unsaved edits exist (the document differs from what the server has). */
  readonly unsaved: boolean;
  /** Command labels (`planning.steps.*`) of the next undo and redo, or null when there is none. */
  readonly undoStep: string | null;
  readonly redoStep: string | null;
  readonly tool: EditorTool;
  readonly selection: Selection;
  /** An access point was copied and can be pasted. */
  readonly hasCopy: boolean;
  readonly hasFloor: boolean;
}

/** The drawing under way on the canvas; only a key pressed on the canvas brings it. */
export interface CanvasDrawing {
  finish(): void;
  cancel(): void;
}

/** What an action can do: the editor's operations, and the state it was enabled in. */
export interface EditorActionContext {
  readonly state: EditorActionState;
  undo(): void;
  redo(): void;
  save(): void;
  setTool(tool: EditorTool): void;
  deleteSelection(): void;
  copySelection(): void;
  paste(): void;
  clearSelection(): void;
  /** Moves the selected access point by plan pixels. */
  nudgeSelection(dx: number, dy: number): void;
  readonly drawing: CanvasDrawing | null;
}

/** Where an action's shortcuts are heard: anywhere on the page but text fields, or while the canvas has the focus. */
export type ShortcutScope = 'page' | 'canvas';

/** One thing the editor can do, declared once: the toolbar, the keyboard and the buttons read it from here. */
export interface EditorAction<Id extends string = string> {
  readonly id: Id;
  readonly label: ParseKeys;
  readonly scope: ShortcutScope;
  /** The first one is the one shown in tooltips and the canvas's description. */
  readonly shortcuts: readonly Shortcut[];
  /** A more telling label for the next run, when there is one (the name of the step undo takes back). */
  readonly detail?: (state: EditorActionState) => ParseKeys | null;
  enabled(state: EditorActionState): boolean;
  run(context: EditorActionContext, press?: KeyPress): void;
}

const stepLabel = (step: string | null): ParseKeys | null => (step ? (`planning.steps.${step}` as ParseKeys) : null);
const isAccessPointSelected = (state: EditorActionState) => state.selection?.collection === 'accessPoints';

function nudge<const Id extends string>(id: Id, label: ParseKeys, key: NamedKey, dx: number, dy: number): EditorAction<Id> {
  return {
    id,
    label,
    scope: 'canvas',
    shortcuts: [{ key }],
    enabled: isAccessPointSelected,
    run(context, press) {
      const step = press?.shiftKey ? 1 : KEY_STEP_PX;
      context.nudgeSelection(dx * step, dy * step);
    },
  };
}

function toolAction(tool: EditorTool): EditorAction<`tool.${EditorTool}`> {
  return {
    id: `tool.${tool}`,
    label: `planning.tools.${tool}`,
    scope: 'page',
    shortcuts: [],
    enabled: () => true,
    run: (context) => context.setTool(tool),
  };
}

const COMMAND_ACTIONS = [
  {
    id: 'undo',
    label: 'planning.undo',
    scope: 'page',
    shortcuts: [{ key: 'z', mod: true, shift: false }],
    detail: (state) => stepLabel(state.undoStep),
    enabled: (state) => state.undoStep !== null,
    run: (context) => context.undo(),
  },
  {
    id: 'redo',
    label: 'planning.redo',
    scope: 'page',
    shortcuts: [
      { key: 'z', mod: true, shift: true },
      { key: 'y', mod: true },
    ],
    detail: (state) => stepLabel(state.redoStep),
    enabled: (state) => state.redoStep !== null,
    run: (context) => context.redo(),
  },
  {
    id: 'save',
    label: 'planning.save',
    scope: 'page',
    shortcuts: [{ key: 's', mod: true }],
    enabled: (state) => state.canWrite && state.unsaved,
    run: (context) => context.save(),
  },
  {
    id: 'delete',
    label: 'planning.selection.delete',
    scope: 'canvas',
    shortcuts: [{ key: 'Delete' }, { key: 'Backspace' }],
    enabled: (state) => state.selection !== null,
    run: (context) => context.deleteSelection(),
  },
  {
    id: 'copy',
    label: 'planning.actions.copy',
    scope: 'canvas',
    shortcuts: [{ key: 'c', mod: true }],
    enabled: isAccessPointSelected,
    run: (context) => context.copySelection(),
  },
  {
    id: 'paste',
    label: 'planning.actions.paste',
    scope: 'canvas',
    shortcuts: [{ key: 'v', mod: true }],
    enabled: (state) => state.hasCopy && state.hasFloor,
    run: (context) => context.paste(),
  },
  {
    id: 'finishDrawing',
    label: 'planning.actions.finishDrawing',
    scope: 'canvas',
    shortcuts: [{ key: 'Enter' }],
    enabled: (state) => isDrawingTool(state.tool),
    run: (context) => context.drawing?.finish(),
  },
  {
    // One key, two meanings by tool: a drawing tool throws its points away and keeps the selection.
    id: 'cancel',
    label: 'planning.actions.cancel',
    scope: 'canvas',
    shortcuts: [{ key: 'Escape' }],
    enabled: (state) => isDrawingTool(state.tool) || state.selection !== null,
    run: (context) => (isDrawingTool(context.state.tool) ? context.drawing?.cancel() : context.clearSelection()),
  },
  nudge('nudgeLeft', 'planning.actions.nudgeLeft', 'ArrowLeft', -1, 0),
  nudge('nudgeRight', 'planning.actions.nudgeRight', 'ArrowRight', 1, 0),
  nudge('nudgeUp', 'planning.actions.nudgeUp', 'ArrowUp', 0, -1),
  nudge('nudgeDown', 'planning.actions.nudgeDown', 'ArrowDown', 0, 1),
] as const satisfies readonly EditorAction[];

export type EditorActionId = (typeof COMMAND_ACTIONS)[number]['id'] | `tool.${EditorTool}`;

/** The tool switch's entries, in the toolbar's order. */
export const TOOL_ACTIONS: readonly EditorAction<`tool.${EditorTool}`>[] = EDITOR_TOOLS.map(toolAction);

/** Every action of the editor; a key goes to the first one of its scope with a matching shortcut. */
export const EDITOR_ACTIONS: readonly EditorAction<EditorActionId>[] = [...COMMAND_ACTIONS, ...TOOL_ACTIONS];

const BY_ID = new Map<string, EditorAction<EditorActionId>>(EDITOR_ACTIONS.map((action) => [action.id, action]));

export function editorAction(id: EditorActionId): EditorAction<EditorActionId> {
  const action = BY_ID.get(id);
  if (!action) throw new Error(`No editor action ${id}`);
  return action;
}

/** The action a key press in `scope` stands for, enabled or not. */
export function actionForKey(press: KeyPress, scope: ShortcutScope): EditorAction<EditorActionId> | undefined {
  return EDITOR_ACTIONS.find((action) => action.scope === scope && action.shortcuts.some((shortcut) => matchesShortcut(press, shortcut)));
}

/** Runs the action when it is enabled in the context's state; true when it ran. */
export function runEditorAction(action: EditorAction, context: EditorActionContext, press?: KeyPress): boolean {
  if (!action.enabled(context.state)) return false;
  action.run(context, press);
  return true;
}
