import type { BandValues } from './bands.ts';
import type { Technology } from './radio-model.ts';

/** A client device: received-signal offset per band (dB, relative to the survey adapter) and its capabilities. */
export interface ClientProfile {
  readonly name: string;
  readonly offsetDb: BandValues<number>;
  readonly streams: number;
  readonly maxWidthMhz: number;
  readonly technologies: readonly Technology[];
}

const ALL: readonly Technology[] = ['B', 'A', 'G', 'N', 'AC', 'AX', 'BE'];
const AC_CLIENT: readonly Technology[] = ['B', 'A', 'G', 'N', 'AC'];

/** The reference receiver: no offset, capable of everything up to 802.11be 4×4 at 320 MHz. */
export const REFERENCE_CLIENT: ClientProfile = {
  name: 'Reference',
  offsetDb: { '2.4': 0, '5': 0, '6': 0 },
  streams: 4,
  maxWidthMhz: 320,
  technologies: ALL,
};

/** Ekahau's stock device profiles (.esx deviceProfiles): offsets Laptop −3, Tablet −5, phones and scanners −10 dB. */
export const STOCK_CLIENT_PROFILES: readonly ClientProfile[] = [
  { name: 'Generic Laptop', offsetDb: { '2.4': -3, '5': -3, '6': -3 }, streams: 3, maxWidthMhz: 80, technologies: AC_CLIENT },
  { name: 'Generic Tablet', offsetDb: { '2.4': -5, '5': -5, '6': -5 }, streams: 2, maxWidthMhz: 80, technologies: AC_CLIENT },
  { name: 'Generic Smartphone', offsetDb: { '2.4': -10, '5': -10, '6': -10 }, streams: 2, maxWidthMhz: 80, technologies: AC_CLIENT },
  { name: 'VoIP Phone', offsetDb: { '2.4': -10, '5': -10, '6': -10 }, streams: 1, maxWidthMhz: 20, technologies: ['B', 'A', 'G', 'N'] },
  {
    name: 'Barcode Scanner',
    offsetDb: { '2.4': -10, '5': -10, '6': -10 },
    streams: 1,
    maxWidthMhz: 20,
    technologies: ['B', 'A', 'G', 'N'],
  },
  {
    name: 'Wi-Fi 6E Smartphone',
    offsetDb: { '2.4': -10, '5': -10, '6': -10 },
    streams: 2,
    maxWidthMhz: 160,
    technologies: ['B', 'A', 'G', 'N', 'AC', 'AX'],
  },
];
