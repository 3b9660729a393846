import { allowedChannelsOf, BANDS, type Band, type RegulatoryDomain } from '@airscope/core';

/** The 20 MHz channels the project's country allows per band, for the channel planner; none = every channel. */
export function allowedChannelsByBand(domain: RegulatoryDomain | undefined): Partial<Record<Band, readonly number[]>> {
  if (!domain) return {};
  return Object.fromEntries(BANDS.map((band) => [band, allowedChannelsOf(domain, band)]));
}
