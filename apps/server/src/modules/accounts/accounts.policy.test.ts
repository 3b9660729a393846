import { describe, expect, it } from 'vitest';
import { decideOwnAccountAccess, sessionKeyOf } from './accounts.policy.ts';

describe('own account access', () => {
  it.each([
    ['u1', 'USER', 'u1', 'allow'],
    ['u1', 'USER', 'u2', 'not-found'],
    ['u1', 'GUEST', 'u1', 'forbidden'],
    ['u1', 'GUEST', 'u2', 'not-found'],
  ] as const)('%s as %s acting on %s: %s', (userId, role, target, verdict) => {
    expect(decideOwnAccountAccess({ userId, role }, target)).toBe(verdict);
  });

  it('names a session by the first 16 hex digits of its hash', () => {
    expect(sessionKeyOf('a'.repeat(16) + 'b'.repeat(48))).toBe('a'.repeat(16));
  });
});
