import { RELEASE_NOTES_VERSION, STORAGE_KEYS } from '@airscope/contracts';

/** Spec §4: opens when a user exists and the stored seen-version differs from the current one. */
export function shouldShowWhatsNew(hasUser: boolean, seenVersion: string | null, currentVersion = RELEASE_NOTES_VERSION): boolean {
  return hasUser && seenVersion !== currentVersion;
}

export function readSeenWhatsNewVersion(): string | null {
  return window.localStorage.getItem(STORAGE_KEYS.whatsNewSeen);
}

/** Closing the dialog stores the current version as seen. */
export function markWhatsNewSeen(currentVersion = RELEASE_NOTES_VERSION): void {
  window.localStorage.setItem(STORAGE_KEYS.whatsNewSeen, currentVersion);
}
