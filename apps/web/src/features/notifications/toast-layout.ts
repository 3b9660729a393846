import { NOTIFICATION_CONFIRM_WRAP_CHARS } from '@airscope/contracts';

/** docs/product.md §9: the action row wraps (button under the text) when the confirm text is longer than 10 characters. */
export function isActionRowWrapped(confirmText: string): boolean {
  return confirmText.length > NOTIFICATION_CONFIRM_WRAP_CHARS;
}

/** docs/product.md §4: a notification closes on its confirm action, or after its timeout when one is given. */
export function autoCloseOf(timeoutMs: number | undefined): number | false {
  return timeoutMs !== undefined && timeoutMs > 0 ? timeoutMs : false;
}
