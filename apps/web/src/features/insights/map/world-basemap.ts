import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature } from 'topojson-client';
import { projectToWorld, TILE_SIZE } from './web-mercator.ts';

/** Country outlines as rings of zoom-0 world pixels (x0, y0, x1, y1, …), projected once. */
export interface WorldBasemap {
  rings: Float64Array[];
}

type Position = number[];

/**
 * A ring in world pixels. A ring that crosses the antimeridian (Fiji, Chukotka) jumps from +180° to −180°;
 * its longitudes are unwrapped so it continues past the world's edge instead of a line drawn across the map.
 */
function projectRing(ring: Position[]): Float64Array {
  const out = new Float64Array(ring.length * 2);
  let shift = 0;
  let previous: number | undefined;
  ring.forEach(([lng = 0, lat = 0], index) => {
    if (previous !== undefined && lng + shift - previous > 180) shift -= 360;
    else if (previous !== undefined && lng + shift - previous < -180) shift += 360;
    const unwrapped = lng + shift;
    previous = unwrapped;
    out[index * 2] = ((unwrapped + 180) / 360) * TILE_SIZE;
    out[index * 2 + 1] = projectToWorld({ lng: 0, lat }).y;
  });
  return out;
}

/** Turns the Natural Earth countries topology into projected rings. */
export function buildWorldBasemap(topology: Topology<{ countries: GeometryCollection }>): WorldBasemap {
  const collection = feature(topology, topology.objects.countries);
  const rings: Float64Array[] = [];
  for (const country of collection.features) {
    const geometry = country.geometry;
    if (geometry?.type === 'Polygon') geometry.coordinates.forEach((ring) => rings.push(projectRing(ring)));
    else if (geometry?.type === 'MultiPolygon')
      geometry.coordinates.forEach((polygon) => polygon.forEach((ring) => rings.push(projectRing(ring))));
  }
  return { rings };
}

let loading: Promise<WorldBasemap> | null = null;

/**
 * The bundled 1:110m world (about 100 kB, its own chunk): the map needs no tile server. Natural Earth data is
 * public domain and asks for no credit, so the map shows none for it (only a tile server's, when configured).
 */
export function loadWorldBasemap(): Promise<WorldBasemap> {
  loading ??= import('world-atlas/countries-110m.json').then((module) =>
    buildWorldBasemap((module as { default: unknown }).default as Topology<{ countries: GeometryCollection }>),
  );
  return loading;
}
