import { describe, expect, it } from 'vitest';
import { describeTechnology, highestTechnology } from './technology-naming.ts';

describe('technology naming', () => {
  it('picks the highest technology in the order B, A, G, N, AC, AX, BE', () => {
    expect(highestTechnology(['A', 'B', 'G'])).toBe('G');
    expect(highestTechnology(['ac', 'n'])).toBe('AC');
    expect(highestTechnology(['N', 'BE', 'AX'])).toBe('BE');
    expect(highestTechnology(['B', 'A'])).toBe('A');
  });

  it('falls back to n/a and describes with the 802.11 prefix', () => {
    expect(highestTechnology([])).toBe('n/a');
    expect(highestTechnology(['HaLow'])).toBe('n/a');
    expect(describeTechnology('AX')).toBe('802.11ax');
    expect(describeTechnology('n/a')).toBe('n/a');
  });
});
