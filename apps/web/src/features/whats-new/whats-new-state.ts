import { RELEASE_NOTES_VERSION, STORAGE_KEYS, type CurrentUser } from '@airscope/contracts';

/**
 * What `whatsNewMenuSeen` holds: the notes version each user of this browser has seen, by user id.
 * An older plain version text (one value for the whole browser) still counts as seen by everyone.
 */
type SeenVersions = string | Readonly<Record<string, string>> | null;

function parseSeen(text: string | null): SeenVersions {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, string>) : text;
  } catch {
    return text;
  }
}

/**
 * docs/product.md §4: opens when a user exists and the version they have seen differs from the current one, once per
 * user and version. A guest of a shared project never gets it: the notes are about the product, not the share.
 */
export function shouldShowWhatsNew(
  user: Pick<CurrentUser, 'userId' | 'role'> | null,
  seen: SeenVersions,
  currentVersion = RELEASE_NOTES_VERSION,
): boolean {
  if (!user || user.role === 'GUEST') return false;
  if (typeof seen === 'string') return seen !== currentVersion;
  return seen?.[user.userId] !== currentVersion;
}

export function readSeenWhatsNewVersions(): SeenVersions {
  return parseSeen(window.localStorage.getItem(STORAGE_KEYS.whatsNewSeen));
}

/** Closing the dialog stores the current version as seen by this user. */
export function markWhatsNewSeen(userId: string, currentVersion = RELEASE_NOTES_VERSION): void {
  const seen = readSeenWhatsNewVersions();
  const byUser = typeof seen === 'object' && seen !== null ? seen : {};
  window.localStorage.setItem(STORAGE_KEYS.whatsNewSeen, JSON.stringify({ ...byUser, [userId]: currentVersion }));
}
