import type { TFunction } from 'i18next';

/** Keys with a name of their own; each has a translated label under `planning.keys`. */
export const NAMED_KEYS = ['Delete', 'Backspace', 'Escape', 'Enter', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] as const;
export type NamedKey = (typeof NAMED_KEYS)[number];

/**
 * A key an action answers to: a named key or a lower-case letter. `mod` (Ctrl, or ⌘ on macOS) must be held when set
 * and is not looked at otherwise; `shift` must be held when true, must not be when false, and is not looked at when absent.
 */
export interface Shortcut {
  readonly key: NamedKey | Lowercase<string>;
  readonly mod?: true;
  readonly shift?: boolean;
}

/** The part of a keyboard event a shortcut is matched against. */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
}

/** Letters match in either case, since Shift turns `z` into `Z`. */
export function matchesShortcut(press: KeyPress, shortcut: Shortcut): boolean {
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (key !== shortcut.key) return false;
  if (shortcut.mod && !(press.ctrlKey || press.metaKey)) return false;
  return shortcut.shift === undefined || shortcut.shift === press.shiftKey;
}

/** True when one key press could match both shortcuts (mod is never excluded, so only the key and Shift can tell them apart). */
export function shortcutsOverlap(a: Shortcut, b: Shortcut): boolean {
  return a.key === b.key && (a.shift === undefined || b.shift === undefined || a.shift === b.shift);
}

function isNamedKey(key: string): key is NamedKey {
  return (NAMED_KEYS as readonly string[]).includes(key);
}

/** `Ctrl+Shift+Z`, `Entf`: the shortcut as the language names its keys. Ctrl is shown on every platform, since it works on each. */
export function formatShortcut(t: TFunction, shortcut: Shortcut): string {
  const parts: string[] = [];
  if (shortcut.mod) parts.push(t('planning.keys.mod'));
  if (shortcut.shift) parts.push(t('planning.keys.shift'));
  parts.push(isNamedKey(shortcut.key) ? t(`planning.keys.${shortcut.key}`) : shortcut.key.toUpperCase());
  return parts.join('+');
}
