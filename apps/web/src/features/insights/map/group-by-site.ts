import type { MapSelection } from './map-selection.ts';
import type { PlacedItem } from './project-clusters.ts';

/** A site as the map needs it: its name and the projects the caller sees under it. */
export interface MapSite {
  id: string;
  name: string;
  projectIds: readonly string[];
}

// Half a kilometre around a site's projects, so a box around one building still has some size.
const SITE_MARGIN_DEGREES = 0.005;

/**
 * Replaces the placed projects of each site by one site item at their mean position, carrying how many
 * projects it stands for and the box around them; projects outside every site stay as they are.
 */
export function groupPlacedBySite(items: readonly PlacedItem[], sites: readonly MapSite[]): PlacedItem[] {
  const siteOf = new Map<string, MapSite>();
  for (const site of sites) for (const projectId of site.projectIds) siteOf.set(projectId, site);
  const members = new Map<string, PlacedItem[]>();
  const loose: PlacedItem[] = [];
  for (const item of items) {
    const site = siteOf.get(item.id);
    if (!site) loose.push(item);
    else members.set(site.id, [...(members.get(site.id) ?? []), item]);
  }
  const grouped = [...members].map(([siteId, list]): PlacedItem => {
    const site = sites.find((s) => s.id === siteId)!;
    const latitudes = list.map((p) => p.latitude);
    const longitudes = list.map((p) => p.longitude);
    const bounds: MapSelection = {
      minLatitude: Math.min(...latitudes) - SITE_MARGIN_DEGREES,
      maxLatitude: Math.max(...latitudes) + SITE_MARGIN_DEGREES,
      minLongitude: Math.min(...longitudes) - SITE_MARGIN_DEGREES,
      maxLongitude: Math.max(...longitudes) + SITE_MARGIN_DEGREES,
    };
    return {
      id: siteId,
      latitude: latitudes.reduce((sum, v) => sum + v, 0) / list.length,
      longitude: longitudes.reduce((sum, v) => sum + v, 0) / list.length,
      site: { name: site.name, count: list.length, bounds },
    };
  });
  return [...loose, ...grouped];
}
