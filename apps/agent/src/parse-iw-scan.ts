import type { ScannedNetwork } from '@airscope/contracts';

/**
 * Reads the text `iw dev <if> scan` prints (iw's scan.c, print_bss_handler): one block per BSS starting
 * `BSS aa:bb:cc:dd:ee:ff(on wlan0)`, then tab-indented fields: `freq: 5180` (newer iw: `5180.0`),
 * `signal: -41.00 dBm`, `SSID: name` (non-printable bytes, backslash and edge spaces as `\xNN`), and the
 * HT/VHT operation elements whose `secondary channel offset` and `channel width` give the channel width.
 * BSSes without a frequency or a dBm signal (drivers reporting "unspec" quality) are left out.
 */
export function parseIwScan(text: string): ScannedNetwork[] {
  const networks: ScannedNetwork[] = [];
  let current: Partial<ScannedNetwork> & { bssid?: string; ht40?: boolean; vhtWidth?: number; seg1?: number; seg2?: number } = {};
  const flush = () => {
    const { bssid, frequencyMhz, signalDbm } = current;
    if (bssid && frequencyMhz !== undefined && signalDbm !== undefined) {
      networks.push({ bssid, ssid: current.ssid ?? '', frequencyMhz, widthMhz: widthOf(current), signalDbm });
    }
    current = {};
  };
  for (const rawLine of text.split(/\r?\n/)) {
    const bss = /^BSS ([0-9a-fA-F]{2}(?::[0-9a-fA-F]{2}){5})/.exec(rawLine);
    if (bss) {
      flush();
      current.bssid = bss[1]!.toLowerCase();
      continue;
    }
    if (!current.bssid) continue;
    const line = rawLine.trim();
    let match: RegExpExecArray | null;
    if ((match = /^freq: (\d+)(?:\.\d+)?$/.exec(line))) current.frequencyMhz = Number(match[1]);
    else if ((match = /^signal: (-?\d+(?:\.\d+)?) dBm$/.exec(line))) current.signalDbm = Number(match[1]);
    // The BSS's own SSID sits one level in (a tab, or four spaces where the output was re-indented); deeper ones
    // belong to other elements.
    else if ((match = /^(?:\t| {4})SSID:(.*)$/.exec(rawLine))) current.ssid = unescapeSsid(match[1]!.replace(/^ /, ''));
    else if ((match = /^\* secondary channel offset: (above|below|no secondary)$/.exec(line))) current.ht40 = match[1] !== 'no secondary';
    else if ((match = /^\* channel width: (\d)/.exec(line))) current.vhtWidth = Number(match[1]);
    else if ((match = /^\* center freq segment 1: (\d+)$/.exec(line))) current.seg1 = Number(match[1]);
    else if ((match = /^\* center freq segment 2: (\d+)$/.exec(line))) current.seg2 = Number(match[1]);
  }
  flush();
  return networks;
}

/** VHT operation width 1 is 80 MHz, or 160 MHz when segment 2 is a centre 8 channels away (IEEE 802.11-2016 Table 9-253); 2 and 3 are 160 and 80+80. */
function widthOf(bss: { ht40?: boolean; vhtWidth?: number; seg1?: number; seg2?: number }): 20 | 40 | 80 | 160 {
  if (bss.vhtWidth === 2) return 160;
  if (bss.vhtWidth === 1 || bss.vhtWidth === 3) return bss.seg2 && bss.seg1 && Math.abs(bss.seg2 - bss.seg1) === 8 ? 160 : 80;
  return bss.ht40 ? 40 : 20;
}

/** iw escapes bytes as `\xNN`; an SSID of only NUL bytes is a hidden network. */
function unescapeSsid(escaped: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < escaped.length; i++) {
    const hex = escaped[i] === '\\' && escaped[i + 1] === 'x' ? /^[0-9a-fA-F]{2}$/.exec(escaped.slice(i + 2, i + 4)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 3;
    } else {
      bytes.push(...Buffer.from(escaped[i]!, 'utf8'));
    }
  }
  if (bytes.every((b) => b === 0)) return '';
  return Buffer.from(bytes).toString('utf8').slice(0, 32);
}
