import { useEffect } from 'react';
import type { EditorActionRunner } from './use-editor-action-runner.ts';

/** True when the key goes to a text field, whose own undo must win. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** The registry's page shortcuts (undo, redo, save), anywhere on the page but in text fields. */
export function useEditorShortcuts(runner: EditorActionRunner): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      // Taken even while the action is disabled: Ctrl+S must not open the browser's save dialog.
      if (runner.onPageKey(event)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [runner]);
}
