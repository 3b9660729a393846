import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIwScan } from './parse-iw-scan.ts';
import { parseWaypoints } from './waypoints.ts';

const recorded = (name: string) => fs.readFileSync(new URL(`../test-data/${name}`, import.meta.url), 'utf8');

describe('parseIwScan', () => {
  it('reads every BSS of a recorded scan with its frequency, signal, SSID and channel width', () => {
    const networks = parseIwScan(recorded('lab-scan-1.txt'));
    expect(networks).toEqual([
      { bssid: '3c:37:86:5e:a1:10', ssid: 'Airscope Lab', frequencyMhz: 5180, widthMhz: 80, signalDbm: -41 },
      { bssid: '3c:37:86:5e:a1:11', ssid: 'Airscope Lab', frequencyMhz: 2437, widthMhz: 20, signalDbm: -49 },
      { bssid: '3c:37:86:5e:b2:20', ssid: 'Airscope Lab', frequencyMhz: 5500, widthMhz: 40, signalDbm: -67 },
      { bssid: '3c:37:86:5e:b2:21', ssid: 'Airscope Lab', frequencyMhz: 2462, widthMhz: 20, signalDbm: -63 },
      { bssid: 'ac:84:c6:19:7f:02', ssid: 'Cafe Guest☕', frequencyMhz: 2412, widthMhz: 20, signalDbm: -78 },
    ]);
  });

  it('takes an SSID of NUL bytes as a hidden network', () => {
    const hidden = parseIwScan(recorded('lab-scan-2.txt')).find((n) => n.bssid === 'f4:92:bf:07:33:c2');
    expect(hidden).toEqual({ bssid: 'f4:92:bf:07:33:c2', ssid: '', frequencyMhz: 5745, widthMhz: 80, signalDbm: -83 });
  });

  it('reads older iw output (integer freq, no IE header) and leaves out BSSes without a dBm signal', () => {
    const text = [
      'BSS 00:11:22:33:44:55(on wlp2s0)',
      '\tTSF: 0 usec (0d, 00:00:00)',
      '\tfreq: 2437',
      '\tsignal: -43.01 dBm',
      '\tlast seen: 13740 ms ago',
      '\tSSID: \\x20edge\\x5cname',
      '\tHT operation:',
      '\t\t * primary channel: 6',
      '\t\t * secondary channel offset: below',
      'BSS 66:77:88:99:aa:bb(on wlp2s0)',
      '\tfreq: 5180',
      '\tsignal: 70/100',
      '\tSSID: quality-only driver',
    ].join('\n');
    expect(parseIwScan(text)).toEqual([
      { bssid: '00:11:22:33:44:55', ssid: ' edge\\name', frequencyMhz: 2437, widthMhz: 40, signalDbm: -43.01 },
    ]);
  });

  it('answers no networks for empty output', () => {
    expect(parseIwScan('')).toEqual([]);
  });
});

describe('parseWaypoints', () => {
  it('reads x y and an optional scan file relative to the waypoint file, skipping comments', () => {
    expect(parseWaypoints('# walk\n10 20 a.txt\n30,40\n', '/data')).toEqual([
      { x: 10, y: 20, scanFile: '/data/a.txt' },
      { x: 30, y: 40 },
    ]);
  });

  it('refuses a line that is not a point, with its line number', () => {
    expect(() => parseWaypoints('10 20\nten 20\n', '/data')).toThrow('Waypoint file line 2');
    expect(() => parseWaypoints('# nothing\n', '/data')).toThrow('lists no waypoints');
  });
});

describe('parseIwScan on a third-party recording', () => {
  it('reads both access points of a real CentOS 7.7 scan (jc test fixture, MIT)', () => {
    const networks = parseIwScan(recorded('jc-centos-7.7-iw-scan0.out'));
    expect(networks.map((n) => ({ bssid: n.bssid, ssid: n.ssid, frequencyMhz: n.frequencyMhz, signalDbm: n.signalDbm }))).toEqual([
      { bssid: '00:19:a9:cd:c6:80', ssid: 'Cisco1240', frequencyMhz: 2412, signalDbm: -45 },
      { bssid: 'd0:d0:fd:69:ca:70', ssid: 'Cisco1250', frequencyMhz: 2462, signalDbm: -70 },
    ]);
  });
});
