import { describe, expect, it } from 'vitest';
import { describeTechnology, listAccessPoints } from './list-access-points.ts';

const batch = {
  floorPlans: [{ id: 'f1', name: 'Ground floor' }],
  accessPoints: [
    { id: 'ap1', name: 'AP-10', location: { floorPlanId: 'f1' } },
    { id: 'ap2', name: 'AP-2', location: { floorPlanId: 'f1' } },
    { id: 'ap3', name: 'Only generated', location: { floorPlanId: 'f1' } },
    { id: 'ap4', name: 'Hidden', hidden: true },
  ],
  measuredRadios: [
    { id: 'r1', accessPointId: 'ap1', accessPointMeasurementIds: ['m1', 'm2'] },
    { id: 'r2', accessPointId: 'ap2', accessPointMeasurementIds: ['m3'] },
    { id: 'r3', accessPointId: 'ap3', accessPointMeasurementIds: ['m4'] },
    { id: 'r4', accessPointId: 'ap4', accessPointMeasurementIds: ['m1'] },
  ],
  accessPointMeasurements: [
    { id: 'm1', ssid: 'corp', channel: [36], technologies: ['A', 'N', 'AC'] },
    { id: 'm2', ssid: '', channel: [1], technologies: ['G', 'N', 'AX'] },
    { id: 'm3', ssid: 'guest', channel: [6], technologies: [] },
    { id: 'm4', ssid: 'lab', channel: [11], technologies: ['N'] },
  ],
  surveys: [
    { id: 's1', name: 'Walk 1', wifiTracks: [{ accessPointMeasurementIds: ['m1', 'm2', 'm3'] }] },
    { id: 's2', name: '(Generated) prediction', wifiTracks: [{ accessPointMeasurementIds: ['m4'] }] },
  ],
};

describe('access points of a project', () => {
  it('lists the APs heard in real surveys, leaving out generated surveys and hidden APs, in name order', () => {
    expect(listAccessPoints(batch).map((ap) => ap.name)).toEqual(['AP-2', 'AP-10']);
  });

  it('labels a measurement without SSID as Unknown SSID and gathers channels and the newest technology', () => {
    const ap = listAccessPoints(batch).find((candidate) => candidate.id === 'ap1');
    expect(ap).toEqual({
      id: 'ap1',
      name: 'AP-10',
      floorName: 'Ground floor',
      ssids: ['Unknown SSID', 'corp'],
      channels: [1, 36],
      technology: '802.11ax',
    });
  });

  it('names the highest technology in the order B, A, G, N, AC, AX, BE, else n/a', () => {
    expect(describeTechnology(['BE', 'AX'])).toBe('802.11be');
    expect(describeTechnology(['b', 'a'])).toBe('802.11a');
    expect(describeTechnology([])).toBe('n/a');
    expect(describeTechnology(['Z'])).toBe('n/a');
  });
});
