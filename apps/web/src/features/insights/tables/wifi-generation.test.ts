import { describe, expect, it } from 'vitest';
import { WIFI_GENERATIONS, wifiGenerationColour } from './wifi-generation.ts';

describe('Wi-Fi generation colours', () => {
  it('gives each of Wi-Fi 1 to 7 and 6E a colour of its own', () => {
    expect(WIFI_GENERATIONS).toEqual(['Wi-Fi 1', 'Wi-Fi 2', 'Wi-Fi 3', 'Wi-Fi 4', 'Wi-Fi 5', 'Wi-Fi 6', 'Wi-Fi 6E', 'Wi-Fi 7']);
    const colours = WIFI_GENERATIONS.map(wifiGenerationColour);
    expect(new Set(colours).size).toBe(8);
  });

  it('shows an unknown generation in a neutral colour', () => {
    expect(wifiGenerationColour('n/a')).toBe('dark');
    expect(WIFI_GENERATIONS.map(wifiGenerationColour)).not.toContain('dark');
  });
});
