import { channelToFrequency, frequencyToChannel, type FrequencyBand } from '@airscope/esx';
import { describeNotNumber, parseDecimal, readBand, readWidth } from './parse-csv-values.ts';
import { refuseRow } from './survey-csv-error.ts';

/** The channel a BSSID was heard on. */
export interface WifiChannel {
  band: FrequencyBand;
  /** Primary 20 MHz channel number. */
  channel: number;
  /** Centre of the primary 20 MHz channel in MHz: what scanners report as "frequency". */
  primaryMhz: number;
  widthMhz: number;
  /** Centre of every 20 MHz sub-channel in MHz, ascending: Ekahau's `channelByCenterFrequencyDefinedNarrowChannels`. */
  subChannelsMhz: number[];
}

export interface ChannelCells {
  channel?: string | undefined;
  frequency?: string | undefined;
  band?: string | undefined;
  width?: string | undefined;
}

const BAND_NAMES: Record<FrequencyBand, string> = { TWO: '2.4 GHz', FIVE: '5 GHz', SIX: '6 GHz' };

/** Reads channel and/or frequency (which must agree), band and width into one channel. */
export function readWifiChannel(cells: ChannelCells, line: number): WifiChannel {
  const band = hasText(cells.band) ? readBand(cells.band, line) : undefined;
  const fromFrequency = hasText(cells.frequency) ? readFrequency(cells.frequency, line) : undefined;
  const number = hasText(cells.channel) ? readChannelNumber(cells.channel, line) : undefined;
  if (fromFrequency === undefined && number === undefined) throw refuseRow(line, 'the row has neither a channel nor a frequency.');
  if (fromFrequency !== undefined && band !== undefined && fromFrequency.band !== band) {
    throw refuseRow(
      line,
      `frequency ${cells.frequency!.trim()} MHz is on the ${BAND_NAMES[fromFrequency.band]} band, but band says ${BAND_NAMES[band]}.`,
    );
  }
  if (fromFrequency !== undefined && number !== undefined && fromFrequency.channel !== number) {
    throw refuseRow(line, `channel ${number} does not match frequency ${cells.frequency!.trim()} MHz (channel ${fromFrequency.channel}).`);
  }
  const resolved = fromFrequency ?? resolveBand(number!, band, line);
  const widthMhz = hasText(cells.width) ? readWidth(cells.width, line) : 20;
  const subChannels = listSubChannels(resolved.band, resolved.channel, widthMhz);
  if (subChannels === undefined) {
    throw refuseRow(
      line,
      `channel ${resolved.channel} (${BAND_NAMES[resolved.band]}) cannot be the primary channel of a ${widthMhz} MHz channel.`,
    );
  }
  return {
    band: resolved.band,
    channel: resolved.channel,
    primaryMhz: channelToFrequency(resolved.channel, resolved.band)!,
    widthMhz,
    subChannelsMhz: subChannels.map((channel) => channelToFrequency(channel, resolved.band)!),
  };
}

function hasText(cell: string | undefined): cell is string {
  return cell !== undefined && cell.trim() !== '';
}

function readFrequency(cell: string, line: number): { band: FrequencyBand; channel: number } {
  const mhz = parseDecimal(cell);
  const channel = mhz === undefined ? undefined : frequencyToChannel(mhz);
  if (mhz === undefined || channel === undefined || channelToFrequency(channel.channel, channel.band) !== mhz) {
    const got = mhz === undefined ? describeNotNumber(cell) : `got ${cell.trim()}`;
    throw refuseRow(line, `frequency must be the centre of a 20 MHz Wi-Fi channel in MHz (e.g. 2412, 5180, 5955), ${got}.`);
  }
  return channel;
}

function readChannelNumber(cell: string, line: number): number {
  const value = parseDecimal(cell);
  if (value === undefined || !Number.isInteger(value) || value < 1 || value > 233) {
    throw refuseRow(line, `channel must be a whole channel number between 1 and 233, ${describeNotNumber(cell)}.`);
  }
  return value;
}

/** 6 GHz channel numbers overlap 2.4 and 5 GHz ones: without a band, 2.4 then 5 GHz win, as in normalizeRadioChannel. */
function resolveBand(channel: number, band: FrequencyBand | undefined, line: number): { band: FrequencyBand; channel: number } {
  const candidates = band === undefined ? (['TWO', 'FIVE', 'SIX'] as const) : [band];
  const found = candidates.find((candidate) => channelToFrequency(channel, candidate) !== undefined);
  if (found === undefined) {
    throw refuseRow(line, `channel ${channel} does not exist${band === undefined ? '' : ` on the ${BAND_NAMES[band]} band`}.`);
  }
  return { band: found, channel };
}

/**
 * The 20 MHz channels of a bonded channel, from its primary channel and width (IEEE 802.11 channel
 * plans: 5 GHz blocks start at 36 and 149, 6 GHz blocks at 1; 320 MHz uses the 320-1 plan). At 2.4 GHz
 * the secondary channel is taken above the primary for channels 1–7 and below for 8–13 (a CSV cannot say which).
 */
export function listSubChannels(band: FrequencyBand, channel: number, widthMhz: number): number[] | undefined {
  const count = widthMhz / 20;
  if (count === 1) return [channel];
  if (band === 'TWO') {
    if (count !== 2 || channel > 13) return undefined;
    return channel <= 7 ? [channel, channel + 4] : [channel - 4, channel];
  }
  if (band === 'FIVE' && count > 8) return undefined;
  if (band === 'SIX' && channel === 2) return undefined;
  const base = band === 'SIX' ? 1 : channel >= 149 ? 149 : 36;
  const slot = Math.floor((channel - base) / 4 / count) * count;
  const list = Array.from({ length: count }, (_, index) => base + 4 * (slot + index));
  return list.every((sub) => channelToFrequency(sub, band) !== undefined) ? list : undefined;
}
