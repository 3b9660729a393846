import { MAP_TILE_SUBDOMAINS } from '@airscope/contracts';
import { MAX_ZOOM, projectToWorld, scaleOf, TILE_SIZE, type MapViewport } from './web-mercator.ts';

/** One raster tile of a configured tile server and where it lands on the screen, in CSS pixels. */
export interface PlacedTile {
  url: string;
  x: number;
  y: number;
  size: number;
}

/**
 * Fills a `{z}/{x}/{y}` template; a `{s}` gets one of the subdomains, chosen from x + y so a tile always
 * comes from the same host (one cache entry) while neighbours spread over the hosts.
 */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  const subdomain = MAP_TILE_SUBDOMAINS[(x + y) % MAP_TILE_SUBDOMAINS.length] ?? MAP_TILE_SUBDOMAINS[0];
  return template.replaceAll('{s}', subdomain).replaceAll('{z}', String(z)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y));
}

/**
 * The tiles covering the viewport at the nearest whole zoom, scaled to the continuous zoom (slippy-map
 * tiles: the world is 2^z × 2^z tiles of 256 px at zoom z, y counted from the north).
 */
export function tilesInView(viewport: MapViewport, template: string): PlacedTile[] {
  const z = Math.max(0, Math.min(MAX_ZOOM, Math.round(viewport.zoom)));
  const count = 2 ** z;
  const scale = scaleOf(viewport.zoom);
  // A tile of zoom z spans TILE_SIZE / 2^z zoom-0 world pixels.
  const span = TILE_SIZE / count;
  const size = span * scale;
  const center = projectToWorld(viewport.center);
  const left = center.x - viewport.width / 2 / scale;
  const top = center.y - viewport.height / 2 / scale;
  const first = { x: Math.max(0, Math.floor(left / span)), y: Math.max(0, Math.floor(top / span)) };
  const last = {
    x: Math.min(count - 1, Math.floor((left + viewport.width / scale) / span)),
    y: Math.min(count - 1, Math.floor((top + viewport.height / scale) / span)),
  };
  const tiles: PlacedTile[] = [];
  for (let y = first.y; y <= last.y; y += 1) {
    for (let x = first.x; x <= last.x; x += 1) {
      tiles.push({ url: tileUrl(template, z, x, y), x: (x * span - left) * scale, y: (y * span - top) * scale, size });
    }
  }
  return tiles;
}

/** Loaded tile images by URL; asks for a redraw when one arrives. Kept small: a pan only ever needs a screenful. */
export class TileImages {
  private readonly images = new Map<string, HTMLImageElement>();

  constructor(
    private readonly onLoad: () => void,
    private readonly limit = 256,
  ) {}

  /** The image when it has loaded, else null (and its loading starts). No CORS needed: the canvas is only drawn on, never read. */
  get(url: string): HTMLImageElement | null {
    const known = this.images.get(url);
    if (known) return known.complete && known.naturalWidth > 0 ? known : null;
    const image = new Image();
    image.onload = this.onLoad;
    image.src = url;
    this.images.set(url, image);
    if (this.images.size > this.limit) this.images.delete(this.images.keys().next().value!);
    return null;
  }
}
