import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@airscope/contracts';
import { endAnalyticsSession, ensureAnalyticsSession, hashCsrfToken } from './analytics-session.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('analytics session (docs/product.md §4)', () => {
  let counter = 0;
  const nextId = () => `session-${++counter}`;

  it('starts a session when there is no session id, and keeps it while the token hash is the same', () => {
    const storage = memoryStorage();
    const first = ensureAnalyticsSession(storage, 'hash-a', nextId);
    expect(first.isNew).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.sessionId)).toBe(first.sessionId);
    expect(storage.getItem(STORAGE_KEYS.csrfTokenHash)).toBe('hash-a');
    expect(ensureAnalyticsSession(storage, 'hash-a', nextId)).toEqual({ sessionId: first.sessionId, isNew: false });
  });

  it('starts a new session when the CSRF token hash changed (a new sign-in)', () => {
    const storage = memoryStorage();
    const first = ensureAnalyticsSession(storage, 'hash-a', nextId);
    const second = ensureAnalyticsSession(storage, 'hash-b', nextId);
    expect(second.isNew).toBe(true);
    expect(second.sessionId).not.toBe(first.sessionId);
  });

  it('starts a new session after the old one ended', () => {
    const storage = memoryStorage();
    const first = ensureAnalyticsSession(storage, 'hash-a', nextId);
    endAnalyticsSession(storage);
    expect(storage.getItem(STORAGE_KEYS.sessionId)).toBeNull();
    const again = ensureAnalyticsSession(storage, 'hash-a', nextId);
    expect(again.isNew).toBe(true);
    expect(again.sessionId).not.toBe(first.sessionId);
  });

  it('hashes the token with SHA-1', async () => {
    expect(await hashCsrfToken('abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
  });
});
