import type { MapMarker } from './project-clusters.ts';
import type { WorldBasemap } from './world-basemap.ts';
import { lngLatToScreen, projectToWorld, scaleOf, type MapViewport, type Point } from './web-mercator.ts';

export interface MapColours {
  water: string;
  land: string;
  border: string;
  marker: string;
  markerText: string;
  selection: string;
}

/** A drawn marker with its screen place and radius, kept for hit tests. */
export interface DrawnMarker {
  marker: MapMarker;
  x: number;
  y: number;
  radius: number;
}

/** A loaded raster tile and its place on the screen. */
export interface DrawnTile {
  image: CanvasImageSource;
  x: number;
  y: number;
  size: number;
}

export interface MapScene {
  viewport: MapViewport;
  basemap: WorldBasemap | null;
  /** Tiles of a configured tile server, drawn over the offline world (which shows while they load). */
  tiles: readonly DrawnTile[];
  markers: readonly MapMarker[];
  /** The box being dragged, in screen pixels. */
  dragBox: { from: Point; to: Point } | null;
  /** The chosen selection as screen corners. */
  selectionBox: { from: Point; to: Point } | null;
}

function drawBasemap(ctx: CanvasRenderingContext2D, viewport: MapViewport, basemap: WorldBasemap, colours: MapColours) {
  const scale = scaleOf(viewport.zoom);
  const center = projectToWorld(viewport.center);
  const offsetX = viewport.width / 2 - center.x * scale;
  const offsetY = viewport.height / 2 - center.y * scale;
  ctx.beginPath();
  for (const ring of basemap.rings) {
    for (let index = 0; index < ring.length; index += 2) {
      const x = (ring[index] ?? 0) * scale + offsetX;
      const y = (ring[index + 1] ?? 0) * scale + offsetY;
      if (index === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.closePath();
  }
  ctx.fillStyle = colours.land;
  ctx.fill('evenodd');
  ctx.strokeStyle = colours.border;
  ctx.lineWidth = 0.6;
  ctx.stroke();
}

function drawBox(ctx: CanvasRenderingContext2D, box: { from: Point; to: Point }, colour: string, dashed: boolean) {
  const x = Math.min(box.from.x, box.to.x);
  const y = Math.min(box.from.y, box.to.y);
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.globalAlpha = 0.15;
  ctx.fillRect(x, y, Math.abs(box.to.x - box.from.x), Math.abs(box.to.y - box.from.y));
  ctx.globalAlpha = 1;
  ctx.lineWidth = 2;
  if (dashed) ctx.setLineDash([6, 4]);
  ctx.strokeRect(x, y, Math.abs(box.to.x - box.from.x), Math.abs(box.to.y - box.from.y));
  ctx.restore();
}

function drawSiteName(ctx: CanvasRenderingContext2D, name: string, x: number, y: number, colours: MapColours) {
  ctx.save();
  ctx.lineWidth = 3;
  ctx.strokeStyle = colours.markerText;
  ctx.strokeText(name, x, y);
  ctx.fillStyle = colours.marker;
  ctx.fillText(name, x, y);
  ctx.restore();
}

function drawMarkers(ctx: CanvasRenderingContext2D, scene: MapScene, colours: MapColours): DrawnMarker[] {
  const drawn: DrawnMarker[] = [];
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = '600 12px system-ui, sans-serif';
  for (const marker of scene.markers) {
    const { x, y } = lngLatToScreen(scene.viewport, { lng: marker.longitude, lat: marker.latitude });
    // Clusters grow with the log of their size so thousands stay readable; a site is a square with its count and name.
    const radius = marker.kind === 'cluster' ? 12 + Math.min(16, Math.log10(marker.count) * 6) : marker.kind === 'site' ? 13 : 7;
    ctx.beginPath();
    if (marker.kind === 'site') ctx.roundRect(x - radius, y - radius, radius * 2, radius * 2, 4);
    else ctx.arc(x, y, radius, 0, Math.PI * 2);
    ctx.fillStyle = colours.marker;
    ctx.globalAlpha = marker.kind === 'cluster' ? 0.85 : 1;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.lineWidth = 2;
    ctx.strokeStyle = colours.markerText;
    ctx.stroke();
    if (marker.kind === 'cluster' || marker.kind === 'site') {
      ctx.fillStyle = colours.markerText;
      ctx.fillText(marker.count >= 1000 ? `${Math.round(marker.count / 100) / 10}k` : String(marker.count), x, y);
    }
    if (marker.kind === 'site') drawSiteName(ctx, marker.name, x, y + radius + 9, colours);
    drawn.push({ marker, x, y, radius });
  }
  return drawn;
}

/** Paints one frame: water, countries, the selection, the markers. Returns the markers as drawn for hit tests. */
export function drawMapScene(ctx: CanvasRenderingContext2D, scene: MapScene, colours: MapColours, pixelRatio: number): DrawnMarker[] {
  const { width, height } = scene.viewport;
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.fillStyle = colours.water;
  ctx.fillRect(0, 0, width, height);
  if (scene.basemap) drawBasemap(ctx, scene.viewport, scene.basemap, colours);
  // Whole pixels, one extra each way, so neighbouring tiles leave no hairline gaps.
  for (const tile of scene.tiles)
    ctx.drawImage(tile.image, Math.floor(tile.x), Math.floor(tile.y), Math.ceil(tile.size) + 1, Math.ceil(tile.size) + 1);
  if (scene.selectionBox) drawBox(ctx, scene.selectionBox, colours.selection, false);
  const drawn = drawMarkers(ctx, scene, colours);
  if (scene.dragBox) drawBox(ctx, scene.dragBox, colours.selection, true);
  return drawn;
}

/** The topmost marker under a screen point, if any. */
export function markerAt(drawn: readonly DrawnMarker[], point: Point): DrawnMarker | null {
  for (let index = drawn.length - 1; index >= 0; index -= 1) {
    const candidate = drawn[index];
    if (candidate && Math.hypot(candidate.x - point.x, candidate.y - point.y) <= candidate.radius + 2) return candidate;
  }
  return null;
}
