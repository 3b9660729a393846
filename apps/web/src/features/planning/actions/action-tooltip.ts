import type { TFunction } from 'i18next';
import { editorAction, type EditorAction, type EditorActionId, type EditorActionState } from './editor-action-registry.ts';
import { formatShortcut } from './shortcut-keys.ts';

/** `Draw walls (Ctrl+Z)`: the action's label, or what its next run does in `state`, with its shortcuts. */
export function actionTooltip(t: TFunction, action: EditorAction, state?: EditorActionState): string {
  const label = t((state && action.detail?.(state)) ?? action.label);
  if (action.shortcuts.length === 0) return label;
  return t('planning.actions.tooltip', { label, keys: action.shortcuts.map((shortcut) => formatShortcut(t, shortcut)).join(' / ') });
}

/** The first shortcut of an action as the language names its keys, for texts that tell the keys. */
export function firstShortcutText(t: TFunction, id: EditorActionId): string {
  const shortcut = editorAction(id).shortcuts[0];
  return shortcut ? formatShortcut(t, shortcut) : '';
}
