import { describe, expect, it } from 'vitest';
import { autoCloseOf, isActionRowWrapped } from './toast-layout.ts';

describe('toast layout (docs/product.md §4, §9)', () => {
  it('wraps the action row only when the confirm text is longer than 10 characters', () => {
    expect(isActionRowWrapped('OK')).toBe(false);
    expect(isActionRowWrapped('1234567890')).toBe(false);
    expect(isActionRowWrapped('12345678901')).toBe(true);
    expect(isActionRowWrapped('Verstanden, danke')).toBe(true);
  });

  it('closes by itself only when a timeout is given', () => {
    expect(autoCloseOf(undefined)).toBe(false);
    expect(autoCloseOf(0)).toBe(false);
    expect(autoCloseOf(5000)).toBe(5000);
  });
});
