import { describe, expect, it } from 'vitest';
import { describeTechnology, listAccessPoints, listDashboardAccessPoints } from './list-access-points.ts';

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
      vendor: '',
      floorName: 'Ground floor',
      ssids: ['Unknown SSID', 'corp'],
      channels: [1, 36],
      technology: '802.11ax',
      source: 'heard',
    });
  });

  it('names the highest technology in the order B, A, G, N, AC, AX, BE, else n/a', () => {
    expect(describeTechnology(['BE', 'AX'])).toBe('802.11be');
    expect(describeTechnology(['b', 'a'])).toBe('802.11a');
    expect(describeTechnology([])).toBe('n/a');
    expect(describeTechnology(['Z'])).toBe('n/a');
  });

  it('places an unplaced heard AP on the floor of the survey that heard it, with its vendor', () => {
    const walk = {
      floorPlans: [{ id: 'f1', name: 'Ground floor' }],
      accessPoints: [{ id: 'ap1', name: 'Measured AP-00:10', vendor: 'Cisco Systems, Inc' }],
      measuredRadios: [{ id: 'r1', accessPointId: 'ap1', accessPointMeasurementIds: ['m1'] }],
      accessPointMeasurements: [{ id: 'm1', ssid: 'corp', channel: [36, 40], technologies: ['AX'] }],
      surveys: [{ id: 's1', name: 'Walk', floorPlanId: 'f1', wifiTracks: [{ accessPointMeasurementIds: ['m1'] }] }],
    };
    expect(listAccessPoints(walk)).toEqual([
      {
        id: 'ap1',
        name: 'Measured AP-00:10',
        vendor: 'Cisco Systems, Inc',
        floorName: 'Ground floor',
        ssids: ['corp'],
        channels: [36, 40],
        technology: '802.11ax',
        source: 'heard',
      },
    ]);
  });

  it('lists the planned APs of a simulated project, and only heard ones for a measured project', () => {
    const plan = {
      floorPlans: [{ id: 'f1', name: 'Ground floor' }],
      accessPoints: [
        { id: 'p1', name: 'AP-02', vendor: 'Aruba', location: { floorPlanId: 'f1' } },
        { id: 'p2', name: 'AP-01', vendor: 'Cisco', location: { floorPlanId: 'f1' } },
        { id: 'p3', name: 'No radio', location: { floorPlanId: 'f1' } },
      ],
      simulatedRadios: [
        { id: 'r1', accessPointId: 'p1', channel: [36, 40], technology: 'AX' },
        { id: 'r2', accessPointId: 'p1', channel: [1], technology: 'N' },
        { id: 'r3', accessPointId: 'p2', channel: [149], technology: 'AC', enabled: false },
        { id: 'r4', accessPointId: 'p2', channel: [6], technology: 'AX' },
      ],
    };
    expect(listDashboardAccessPoints(plan, 'SIMULATED')).toEqual([
      {
        id: 'p2',
        name: 'AP-01',
        vendor: 'Cisco',
        floorName: 'Ground floor',
        ssids: [],
        channels: [6],
        technology: '802.11ax',
        source: 'planned',
      },
      {
        id: 'p1',
        name: 'AP-02',
        vendor: 'Aruba',
        floorName: 'Ground floor',
        ssids: [],
        channels: [1, 36],
        technology: '802.11ax',
        source: 'planned',
      },
    ]);
    expect(listDashboardAccessPoints(plan, 'MEASURED')).toEqual([]);
    expect(listDashboardAccessPoints(batch, 'MEASURED').map((ap) => ap.name)).toEqual(['AP-2', 'AP-10']);
  });
});
