import { describe, expect, it } from 'vitest';
import { sharingSummaryText, summarizeSharing } from './sharing.summary.ts';

const owner = { userId: 'me', role: 'OWNER' as const };

describe('sharing summary', () => {
  it.each([
    ['an owner alone', [owner], 'me', 'Only me'],
    [
      'an owner with two others',
      [owner, { userId: 'a', role: 'READ_USER' as const }, { userId: 'b', role: 'WRITE_USER' as const }],
      'me',
      'Me + 2 user(s)',
    ],
    ['an owner with one other', [owner, { userId: 'a', role: 'WRITE_SHARE_USER' as const }], 'me', 'Me + 1 user(s)'],
    ['a member who is not the owner', [owner, { userId: 'a', role: 'READ_USER' as const }], 'a', '2 users'],
    [
      'a caller missing from the list',
      [owner, { userId: 'a', role: 'READ_USER' as const }, { userId: 'b', role: 'MIXED_ROLE' as const }],
      'x',
      '3 users',
    ],
  ])('describes %s', (_, users, me, text) => {
    expect(sharingSummaryText(summarizeSharing(users, me))).toBe(text);
  });
});
