import { describe, expect, it } from 'vitest';
import { groupPlacedBySite } from './group-by-site.ts';
import { ProjectClusters } from './project-clusters.ts';

const world: [number, number, number, number] = [-180, -85, 180, 85];
const items = [
  { id: 'hq-1', latitude: 60.17, longitude: 24.94 },
  { id: 'hq-2', latitude: 60.19, longitude: 24.96 },
  { id: 'lab', latitude: 65.01, longitude: 25.47 },
  { id: 'loose', latitude: 48.85, longitude: 2.35 },
];
const sites = [
  { id: 'site-hq', name: 'Helsinki HQ', projectIds: ['hq-1', 'hq-2', 'not-on-the-map'] },
  { id: 'site-empty', name: 'Nothing here', projectIds: [] },
];

describe('groupPlacedBySite', () => {
  it("replaces a site's projects by one item at their mean position with their count and box", () => {
    const grouped = groupPlacedBySite(items, sites);
    expect(grouped.map((item) => item.id)).toEqual(['lab', 'loose', 'site-hq']);
    const site = grouped.find((item) => item.id === 'site-hq')!;
    expect(site.latitude).toBeCloseTo(60.18, 6);
    expect(site.longitude).toBeCloseTo(24.95, 6);
    expect(site.site?.name).toBe('Helsinki HQ');
    expect(site.site?.count).toBe(2);
    expect(site.site?.bounds.minLatitude).toBeLessThan(60.17);
    expect(site.site?.bounds.maxLongitude).toBeGreaterThan(24.96);
  });

  it('leaves the items as they are without sites', () => {
    expect(groupPlacedBySite(items, [])).toEqual(items);
  });
});

describe('site markers', () => {
  it('shows a site as one marker at close zoom, and clusters count the projects it stands for', () => {
    const clusters = new ProjectClusters(groupPlacedBySite(items, sites));
    const close = clusters.markersIn(world, 16);
    expect(close.filter((marker) => marker.kind === 'site')).toEqual([
      expect.objectContaining({ kind: 'site', id: 'site-hq', name: 'Helsinki HQ', count: 2 }),
    ]);
    const far = clusters.markersIn(world, 0);
    const total = far.reduce((sum, marker) => sum + (marker.kind === 'project' ? 1 : marker.count), 0);
    expect(total).toBe(4);
  });
});
