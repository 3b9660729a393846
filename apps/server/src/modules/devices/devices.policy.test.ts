import { describe, expect, it } from 'vitest';
import { normalizeUserCode, formatUserCode, createUserCode } from './device-codes.ts';
import { canDecideActivation, decidePoll } from './devices.policy.ts';

const now = new Date('2026-11-26T10:00:00Z');
const later = new Date('2026-11-26T10:05:00Z');
const earlier = new Date('2026-11-26T09:55:00Z');
const row = (status: 'PENDING' | 'APPROVED' | 'DENIED' | 'CONSUMED', options: { expires?: Date; polled?: Date | null } = {}) => ({
  status,
  expires_at: options.expires ?? later,
  last_polled_at: options.polled ?? null,
  interval_seconds: 5,
});

describe('decidePoll (RFC 8628 section 3.5)', () => {
  it.each([
    ['an unknown code', undefined, { kind: 'error', error: 'invalid_grant' }],
    ['a used code', row('CONSUMED'), { kind: 'error', error: 'invalid_grant' }],
    ['an expired pending code', row('PENDING', { expires: now }), { kind: 'error', error: 'expired_token' }],
    ['an expired approved code', row('APPROVED', { expires: earlier }), { kind: 'error', error: 'expired_token' }],
    ['a denied code', row('DENIED'), { kind: 'error', error: 'access_denied' }],
    ['an approved code', row('APPROVED'), { kind: 'issue' }],
    ['a first poll of a pending code', row('PENDING'), { kind: 'error', error: 'authorization_pending' }],
    [
      'a poll 6 s after the last',
      row('PENDING', { polled: new Date(now.getTime() - 6000) }),
      { kind: 'error', error: 'authorization_pending' },
    ],
    [
      'a poll 2 s after the last',
      row('PENDING', { polled: new Date(now.getTime() - 2000) }),
      { kind: 'error', error: 'slow_down', slowDown: true },
    ],
  ] as const)('answers %s', (_, input, expected) => {
    expect(decidePoll(input, now)).toEqual(expected);
  });
});

describe('canDecideActivation', () => {
  it('allows only a pending, unexpired code', () => {
    expect(canDecideActivation(row('PENDING'), now)).toBe(true);
    expect(canDecideActivation(row('PENDING', { expires: earlier }), now)).toBe(false);
    for (const status of ['APPROVED', 'DENIED', 'CONSUMED'] as const) expect(canDecideActivation(row(status), now)).toBe(false);
  });
});

describe('user codes', () => {
  it('are 8 consonants shown as two halves, and read back however they are typed', () => {
    const code = createUserCode();
    expect(code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{8}$/);
    expect(normalizeUserCode(formatUserCode(code).toLowerCase())).toBe(code);
    expect(normalizeUserCode(' wdjb mjht ')).toBe('WDJBMJHT');
    expect(normalizeUserCode('WDJB-MJH')).toBeUndefined();
    expect(normalizeUserCode('AEIO-UAEI')).toBeUndefined();
  });
});
