import { STOCK_CLIENT_PROFILES } from '@airscope/core';

/**
 * How many dB less a stock client device profile hears than the reference receiver (its 5 GHz figure, as both heatmap
 * screens send it); 0 for the reference, whatever name a screen gives it, and for names not in the stock list.
 */
export function clientOffsetDbOf(profileName: string): number {
  const profile = STOCK_CLIENT_PROFILES.find((candidate) => candidate.name === profileName);
  return profile ? -profile.offsetDb['5'] : 0;
}
