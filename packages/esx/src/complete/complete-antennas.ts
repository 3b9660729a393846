import { normalizeRadioChannel, toFrequencyBand } from '../normalize-channel.ts';
import type { AntennaType, SimulatedRadio } from '../schemas/radio.schema.ts';
import type { StockId } from './stock-catalogues.ts';

const BAND_NAMES: Record<string, string> = { TWO: '2.4GHz', FIVE: '5GHz', SIX: '6GHz' };
// One sample per plane: an ideal 0 dBi omni, which the engine treats exactly as a radio without antenna.
const FLAT_PLANE = (alignmentAngle: number) => ({ alignmentAngle, gains: [{ angle: 0, gain: 0 }] });

/** Fields Ekahau gives every antenna type; a generic AP's built-in antenna where the type says nothing. */
export function antennaTypeDefaults(): Record<string, unknown> {
  return {
    name: 'Generic antenna',
    directional: false,
    defaultTiltAngle: 0,
    hplane: FLAT_PLANE(0),
    eplane: FLAT_PLANE(90),
    radioTechnology: 'IEEE802_11',
    defaultMounting: 'CEILING',
    apCoupling: 'INTERNAL_ANTENNA',
  };
}

/**
 * Gives every planned radio an `antennaTypeId` and `defaultAntennas` that resolve in `antennaTypes`, as
 * Ekahau's radios have: a radio without one gets a generic 0 dBi omni of its band and technology (so its
 * coverage is what it was), added once per band. The band comes from the radio's antenna, else its channel,
 * else its slot (0 = 2.4 GHz, others 5 GHz, Ekahau's usual layout).
 */
export function completeRadioAntennas(
  radios: readonly SimulatedRadio[],
  antennaTypes: readonly AntennaType[],
  stockId: StockId,
): { radios: SimulatedRadio[]; antennaTypes: AntennaType[] } {
  const types = new Map(antennaTypes.map((type) => [type.id, type]));
  const added: AntennaType[] = [];
  const genericOf = (technology: string, band: string): string => {
    const id = stockId('antennaType', `${technology}/${band}`);
    if (!types.has(id)) {
      const bluetooth = technology === 'BLUETOOTH';
      const type = {
        id,
        status: 'CREATED',
        name: `Generic ${bluetooth ? 'Bluetooth' : (BAND_NAMES[band] ?? band)} 0dBi Omni`,
        frequencyBand: band,
        maxGain: 0,
        ...antennaTypeDefaults(),
        radioTechnology: technology,
      } as AntennaType;
      types.set(id, type);
      added.push(type);
    }
    return id;
  };
  const completed = radios.map((radio) => {
    const current = radio.antennaTypeId === undefined ? undefined : types.get(radio.antennaTypeId);
    const technology = radio.radioTechnology ?? 'IEEE802_11';
    const band =
      toFrequencyBand(current?.frequencyBand) ??
      (technology === 'BLUETOOTH' ? 'TWO' : undefined) ??
      normalizeRadioChannel(radio)?.band ??
      ((radio.accessPointIndex ?? 0) === 0 ? 'TWO' : 'FIVE');
    const antennaTypeId = current?.id ?? genericOf(technology, band);
    // Entries naming a missing antenna are kept, as Ekahau itself leaves some behind.
    if (current !== undefined && radio.defaultAntennas !== undefined) return radio;
    const defaultAntennas = radio.defaultAntennas?.length
      ? radio.defaultAntennas
      : [{ radioTechnology: technology, frequencyBand: band, antennaTypeId }];
    return { ...radio, antennaTypeId, defaultAntennas };
  });
  return { radios: completed, antennaTypes: [...antennaTypes, ...added] };
}
