import { readSurveyCsv } from '@airscope/esx-archive';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { completeMeasuredSurvey } from './complete-measured-survey.ts';
import { lookUpMacVendor } from './mac-vendor.ts';

describe('lookUpMacVendor', () => {
  it.each([
    ['70:db:98:12:34:56', 'Cisco Systems, Inc'],
    ['00-0B-86-AA-BB-CC', 'Hewlett Packard Enterprise'],
    ['0418.d6aa.bbcc', 'Ubiquiti Inc'],
    // A locally administered BSSID is looked up with that bit cleared: 06:18:d6 → 04:18:d6.
    ['06:18:d6:aa:bb:cc', 'Ubiquiti Inc'],
    ['02:a5:00:00:00:10', null],
    ['zz', null],
  ])('%s → %s', (mac, vendor) => {
    expect(lookUpMacVendor(mac)).toBe(vendor);
  });
});

describe('completeMeasuredSurvey', () => {
  it('names heard APs after their OUI and gives measurements their channel numbers', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-complete-'));
    const file = path.join(dir, 'walk.csv');
    const rows = [
      'x,y,timestamp,bssid,channel,band,width,rssi',
      '1,1,2026-10-06T09:30:00Z,70:db:98:00:00:10,36,5,40,-50',
      '2,1,2026-10-06T09:30:01Z,70:db:98:00:00:11,6,2.4,20,-55',
      '3,1,2026-10-06T09:30:02Z,02:a5:00:00:00:10,149,5,20,-60',
    ];
    fs.writeFileSync(file, `# unit=m\n${rows.join('\n')}\n`);
    try {
      const project = completeMeasuredSurvey(await readSurveyCsv(file, { projectName: 'Walk' }));
      // An AP of an unregistered OUI keeps the empty vendor every .esx AP record carries.
      const vendors = project.collections.accessPoints.map((ap) => ap.vendor || null).sort();
      expect(vendors).toEqual(['Cisco Systems, Inc', null]);
      const channels = project.collections.accessPointMeasurements.map((m) => m.channel).sort();
      expect(channels).toEqual([[149], [36, 40], [6]].sort());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
