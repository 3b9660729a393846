import Supercluster, { type AnyProps, type ClusterProperties } from 'supercluster';
import { MAX_ZOOM } from './web-mercator.ts';

export interface PlacedItem {
  id: string;
  latitude: number;
  longitude: number;
}

export type MapMarker =
  | { kind: 'cluster'; clusterId: number; count: number; latitude: number; longitude: number }
  | { kind: 'project'; id: string; latitude: number; longitude: number };

/** A spatial index of the project markers: clustering 10,000 points takes milliseconds, each view only queries it. */
export class ProjectClusters {
  private readonly index: Supercluster<{ id: string }, AnyProps>;

  constructor(items: readonly PlacedItem[]) {
    // 60 px radius keeps markers apart at any zoom; the last zoom shows every project on its own.
    this.index = new Supercluster<{ id: string }, AnyProps>({ radius: 60, maxZoom: MAX_ZOOM - 1, minPoints: 2 });
    this.index.load(
      items.map((item) => ({
        type: 'Feature' as const,
        properties: { id: item.id },
        geometry: { type: 'Point' as const, coordinates: [item.longitude, item.latitude] },
      })),
    );
  }

  /** Markers inside west/south/east/north at a (continuous) zoom. */
  markersIn(bounds: [number, number, number, number], zoom: number): MapMarker[] {
    return this.index.getClusters(bounds, Math.floor(zoom)).map((marker) => {
      const [longitude = 0, latitude = 0] = marker.geometry.coordinates;
      const properties = marker.properties as Partial<ClusterProperties> & { id?: string };
      if (properties.cluster) {
        return { kind: 'cluster', clusterId: properties.cluster_id ?? 0, count: properties.point_count ?? 0, latitude, longitude };
      }
      return { kind: 'project', id: properties.id ?? '', latitude, longitude };
    });
  }

  /** The zoom at which a cluster falls apart into smaller ones. */
  expansionZoom(clusterId: number): number {
    return this.index.getClusterExpansionZoom(clusterId);
  }
}
