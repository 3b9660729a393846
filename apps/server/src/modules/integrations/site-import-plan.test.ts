import { describe, expect, it } from 'vitest';
import { planSiteImport } from './site-import-plan.ts';
import type { ControllerAccessPoint, ControllerFloor, ControllerSite } from './vendors/controller-client.ts';

const floor = (over: Partial<ControllerFloor> = {}): ControllerFloor => ({
  id: 'f1',
  name: 'Ground',
  level: 0,
  widthM: 40,
  heightM: 25,
  widthPx: null,
  heightPx: null,
  image: { bytes: new Uint8Array(), mediaType: 'image/png', widthPx: 800, heightPx: 500 },
  ...over,
});
const ap = (name: string, over: Partial<ControllerAccessPoint> = {}): ControllerAccessPoint => ({
  id: name,
  name,
  mac: '00:00:00:00:00:01',
  model: null,
  floorId: 'f1',
  xM: 10,
  yM: 10,
  radios: [],
  ...over,
});
const site = (floors: ControllerFloor[], accessPoints: ControllerAccessPoint[]): ControllerSite => ({
  id: 's',
  name: 'S',
  floors,
  accessPoints,
});

describe('planSiteImport', () => {
  it('places APs in plan pixels through the controller scale', () => {
    const plan = planSiteImport(site([floor()], [ap('a', { xM: 20, yM: 12.5 })]));
    expect(plan.floors[0]).toMatchObject({ metersPerUnit: 0.05, scaleFrom: 'CONTROLLER' });
    expect(plan.placed).toEqual([expect.objectContaining({ floorId: 'f1', x: 400, y: 250 })]);
    expect(plan.unplaced).toEqual([]);
  });

  it('keeps an AP just over the edge (rounding) but leaves out one beyond it, with the distance in metres', () => {
    const plan = planSiteImport(site([floor()], [ap('edge', { xM: 40.3 }), ap('out', { xM: 45, yM: 10 })]));
    expect(plan.placed.map((p) => p.ap.name)).toEqual(['edge']);
    expect(plan.unplaced).toEqual([expect.objectContaining({ reason: 'OFF_PLAN', floorName: 'Ground' })]);
    expect(plan.unplaced[0]!.distanceM).toBeCloseTo(5, 6);
  });

  it('an unscaled map keeps its pixel positions, stretched to the plan image, and takes the scale the user gives', () => {
    const unscaled = floor({ widthM: null, heightM: null, widthPx: 400, heightPx: 250 });
    const a = ap('a', { xM: null, yM: null, xPx: 100, yPx: 50 });
    const plain = planSiteImport(site([unscaled], [a]));
    expect(plain.floors[0]).toMatchObject({ metersPerUnit: null, scaleFrom: null });
    expect(plain.placed).toEqual([expect.objectContaining({ x: 200, y: 100 })]);
    const scaled = planSiteImport(site([unscaled], [a]), { f1: 0.05 });
    expect(scaled.floors[0]).toMatchObject({ metersPerUnit: 0.05, scaleFrom: 'USER' });
    // A floor the controller has scaled keeps that scale whatever the request says.
    expect(planSiteImport(site([floor()], [a]), { f1: 1 }).floors[0]).toMatchObject({ metersPerUnit: 0.05, scaleFrom: 'CONTROLLER' });
  });

  it('names the reason for an AP on no floor and one without a position', () => {
    const noScaleNoPixels = floor({ widthM: null, heightM: null });
    const plan = planSiteImport(site([noScaleNoPixels], [ap('spare', { floorId: null }), ap('geo')]));
    expect(plan.unplaced.map((u) => [u.ap.name, u.reason, u.floorName])).toEqual([
      ['spare', 'NO_FLOOR', null],
      ['geo', 'NO_POSITION', 'Ground'],
    ]);
  });

  it('draws a floor known only by its APs in metres to scale around them', () => {
    const plan = planSiteImport(site([floor({ widthM: null, heightM: null, image: null })], [ap('a', { xM: 30, yM: 8 })]));
    expect(plan.floors[0]).toMatchObject({ widthPx: 700, heightPx: 260, scaleFrom: 'CONTROLLER' });
    expect(plan.placed).toHaveLength(1);
  });
});
