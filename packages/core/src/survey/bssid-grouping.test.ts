import { describe, expect, it } from 'vitest';
import { accessPointKeyOfBssid, groupBssidsIntoAccessPoints, normaliseBssid, radioKeyOfBssid } from './bssid-grouping.ts';
import { filterRadios } from './radio-filters.ts';
import { makeRadio } from '../testing/fixtures.ts';

describe('BSSID grouping', () => {
  it('puts virtual BSSIDs differing only in the last nibble on one AP', () => {
    const groups = groupBssidsIntoAccessPoints(['04:40:a9:a1:7d:40', '04:40:a9:a1:7d:41', '04:40:A9:A1:7D:42', '04:40:a9:a1:7d:50']);
    expect([...groups.values()]).toEqual([['04:40:a9:a1:7d:40', '04:40:a9:a1:7d:41', '04:40:A9:A1:7D:42'], ['04:40:a9:a1:7d:50']]);
  });

  it('folds locally administered virtual BSSIDs onto the burned-in address', () => {
    expect(accessPointKeyOfBssid('02:18:0a:12:34:56')).toBe(accessPointKeyOfBssid('00:18:0a:12:34:5f'));
    expect(accessPointKeyOfBssid('7a:8a:20:00:00:01')).toBe(accessPointKeyOfBssid('78:8a:20:00:00:02'));
  });

  it('normalises separators and keeps bands apart in radio keys', () => {
    expect(normaliseBssid('AA-BB-CC-DD-EE-FF')).toBe('aa:bb:cc:dd:ee:ff');
    expect(radioKeyOfBssid('aa:bb:cc:dd:ee:f1', '5')).not.toBe(radioKeyOfBssid('aa:bb:cc:dd:ee:f1', '2.4'));
  });
});

describe('radio filters', () => {
  const radios = [
    makeRadio({ id: 'mine', isMine: true }),
    makeRadio({ id: 'measured', isMeasured: true }),
    makeRadio({ id: 'both', isMine: true, isMeasured: true }),
  ];

  it('applies only-my-aps, only-measured and radio-ids together', () => {
    expect(filterRadios(radios, { onlyMyAps: true }).map((r) => r.id)).toEqual(['mine', 'both']);
    expect(filterRadios(radios, { onlyMeasured: true }).map((r) => r.id)).toEqual(['measured', 'both']);
    expect(filterRadios(radios, { onlyMyAps: true, radioIds: ['mine', 'measured'] }).map((r) => r.id)).toEqual(['mine']);
    expect(filterRadios(radios, {})).toHaveLength(3);
  });
});
