import {
  type EsxCollections,
  normalizeRadioChannel,
  toFrequencyBand,
  type FrequencyBand,
  type RadioChannel,
  type SimulatedRadio,
} from '@airscope/esx';

/**
 * Normalised channels of every simulated radio and measurement that has one, keyed by record id.
 * A simulated radio's antenna band breaks the tie where 6 GHz channel numbers overlap 2.4/5 GHz ones.
 */
export function deriveRadioChannels(collections: EsxCollections): Record<string, RadioChannel> {
  const antennaBands = new Map<string, FrequencyBand>();
  for (const antenna of collections.antennaTypes) {
    const band = toFrequencyBand(antenna.frequencyBand);
    if (band !== undefined) antennaBands.set(antenna.id, band);
  }
  const channels: Record<string, RadioChannel> = {};
  for (const radio of collections.simulatedRadios) {
    const channel = normalizeRadioChannel(radio, radioBandHint(radio, antennaBands));
    if (channel !== undefined) channels[radio.id] = channel;
  }
  for (const measurement of collections.accessPointMeasurements) {
    const channel = normalizeRadioChannel(measurement);
    if (channel !== undefined) channels[measurement.id] = channel;
  }
  return channels;
}

function radioBandHint(radio: SimulatedRadio, antennaBands: ReadonlyMap<string, FrequencyBand>): FrequencyBand | undefined {
  if (radio.antennaTypeId === undefined) return undefined;
  const fromAntenna = antennaBands.get(radio.antennaTypeId);
  if (fromAntenna !== undefined) return fromAntenna;
  // A generic antenna has no band; the default-antenna slot it fills does.
  const slots = radio.defaultAntennas?.filter((slot) => slot.antennaTypeId === radio.antennaTypeId) ?? [];
  return slots.length === 1 ? toFrequencyBand(slots[0]!.frequencyBand) : undefined;
}
