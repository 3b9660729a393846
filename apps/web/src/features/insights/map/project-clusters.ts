import Supercluster, { type ClusterProperties } from 'supercluster';
import type { MapSelection } from './map-selection.ts';
import { MAX_ZOOM } from './web-mercator.ts';

/** A project on the map, or a site standing for several projects (see groupPlacedBySite). */
export interface PlacedItem {
  id: string;
  latitude: number;
  longitude: number;
  site?: { name: string; count: number; bounds: MapSelection };
}

export type MapMarker =
  | { kind: 'cluster'; clusterId: number; count: number; latitude: number; longitude: number }
  | { kind: 'project'; id: string; latitude: number; longitude: number }
  | { kind: 'site'; id: string; name: string; count: number; bounds: MapSelection; latitude: number; longitude: number };

type PointProps = { id: string; site?: PlacedItem['site'] };
/** Clusters count projects, so a site inside one adds all its projects. */
type ClusterSums = { projects: number };

/** A spatial index of the project markers: clustering 10,000 points takes milliseconds, each view only queries it. */
export class ProjectClusters {
  private readonly index: Supercluster<PointProps, ClusterSums>;

  constructor(items: readonly PlacedItem[]) {
    // 60 px radius keeps markers apart at any zoom; the last zoom shows every project on its own.
    this.index = new Supercluster<PointProps, ClusterSums>({
      radius: 60,
      maxZoom: MAX_ZOOM - 1,
      minPoints: 2,
      map: (props) => ({ projects: props.site?.count ?? 1 }),
      reduce: (sum, props) => {
        sum.projects += props.projects;
      },
    });
    this.index.load(
      items.map((item) => ({
        type: 'Feature' as const,
        properties: item.site ? { id: item.id, site: item.site } : { id: item.id },
        geometry: { type: 'Point' as const, coordinates: [item.longitude, item.latitude] },
      })),
    );
  }

  /** Markers inside west/south/east/north at a (continuous) zoom. */
  markersIn(bounds: [number, number, number, number], zoom: number): MapMarker[] {
    return this.index.getClusters(bounds, Math.floor(zoom)).map((marker) => {
      const [longitude = 0, latitude = 0] = marker.geometry.coordinates;
      const properties = marker.properties as Partial<ClusterProperties & ClusterSums & PointProps>;
      if (properties.cluster) {
        return {
          kind: 'cluster',
          clusterId: properties.cluster_id ?? 0,
          count: properties.projects ?? properties.point_count ?? 0,
          latitude,
          longitude,
        };
      }
      if (properties.site)
        return {
          kind: 'site',
          id: properties.id ?? '',
          name: properties.site.name,
          count: properties.site.count,
          bounds: properties.site.bounds,
          latitude,
          longitude,
        };
      return { kind: 'project', id: properties.id ?? '', latitude, longitude };
    });
  }

  /** The zoom at which a cluster falls apart into smaller ones. */
  expansionZoom(clusterId: number): number {
    return this.index.getClusterExpansionZoom(clusterId);
  }
}
