import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n.ts';
import { sharingSummaryLabel } from './sharing-summary-text.ts';

const owner = { userId: 'me', role: 'OWNER' as const };
const reader = { userId: 'a', role: 'READ_USER' as const };
const writer = { userId: 'b', role: 'WRITE_USER' as const };

describe('sharing summary label', () => {
  it('says the texts of docs/product.md §6 in English', () => {
    const { t } = createI18n('en');
    expect(sharingSummaryLabel(t, [owner], 'me')).toBe('Only me');
    expect(sharingSummaryLabel(t, [owner, reader, writer], 'me')).toBe('Me + 2 user(s)');
    expect(sharingSummaryLabel(t, [owner, reader, writer], 'a')).toBe('3 users');
  });

  it('translates them', () => {
    const { t } = createI18n('de');
    expect(sharingSummaryLabel(t, [owner], 'me')).toBe('Nur ich');
    expect(sharingSummaryLabel(t, [owner, reader], 'me')).toBe('Ich + 1 Benutzer');
  });
});
