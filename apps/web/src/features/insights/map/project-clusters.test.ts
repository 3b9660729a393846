import { describe, expect, it } from 'vitest';
import { ProjectClusters, type MapMarker } from './project-clusters.ts';

const countIn = (markers: MapMarker[]) => markers.reduce((sum, marker) => sum + (marker.kind === 'cluster' ? marker.count : 1), 0);

describe('project clusters', () => {
  const items = Array.from({ length: 10_000 }, (_, index) => ({
    id: `p${index}`,
    latitude: -60 + ((index * 37) % 12_000) / 100,
    longitude: -170 + ((index * 53) % 34_000) / 100,
  }));
  const clusters = new ProjectClusters(items);
  const world: [number, number, number, number] = [-180, -85, 180, 85];

  it('shows 10,000 projects as a few markers at world zoom, counting every project once', () => {
    const markers = clusters.markersIn(world, 1.4);
    expect(markers.length).toBeLessThan(200);
    expect(countIn(markers)).toBe(10_000);
  });

  it('splits a cluster when zoomed to its expansion zoom', () => {
    const cluster = clusters.markersIn(world, 1).find((marker) => marker.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    const zoom = clusters.expansionZoom(cluster.clusterId);
    expect(zoom).toBeGreaterThan(1);
    expect(clusters.markersIn(world, zoom).length).toBeGreaterThan(clusters.markersIn(world, 1).length);
  });

  it('shows a lone project as itself', () => {
    const single = new ProjectClusters([{ id: 'only', latitude: 60.17, longitude: 24.94 }]);
    const [marker, ...others] = single.markersIn(world, 3);
    expect(others).toEqual([]);
    expect(marker).toMatchObject({ kind: 'project', id: 'only' });
    expect(marker?.latitude).toBeCloseTo(60.17, 4);
    expect(marker?.longitude).toBeCloseTo(24.94, 4);
  });
});
