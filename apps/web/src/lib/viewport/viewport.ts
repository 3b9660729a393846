/** Where the plan sits on screen: screen = content · scale + offset (CSS pixels of the viewer box). */
export interface Viewport {
  scale: number;
  offsetX: number;
  offsetY: number;
}

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 20;
/** One +/- button press or wheel notch multiplies the scale by this. */
export const ZOOM_STEP = 1.25;

function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** Scales by `factor` keeping the screen point (x, y) over the same content point. */
export function zoomAroundPoint(viewport: Viewport, factor: number, x: number, y: number): Viewport {
  const scale = clampScale(viewport.scale * factor);
  const applied = scale / viewport.scale;
  return { scale, offsetX: x - (x - viewport.offsetX) * applied, offsetY: y - (y - viewport.offsetY) * applied };
}

/** Moves the plan by a screen delta. */
export function panViewport(viewport: Viewport, dx: number, dy: number): Viewport {
  return { ...viewport, offsetX: viewport.offsetX + dx, offsetY: viewport.offsetY + dy };
}

/** The scale and offset that show the whole content centred in the box. */
export function fitViewport(contentWidth: number, contentHeight: number, boxWidth: number, boxHeight: number): Viewport {
  if (contentWidth <= 0 || contentHeight <= 0 || boxWidth <= 0 || boxHeight <= 0) return { scale: 1, offsetX: 0, offsetY: 0 };
  const scale = clampScale(Math.min(boxWidth / contentWidth, boxHeight / contentHeight));
  return { scale, offsetX: (boxWidth - contentWidth * scale) / 2, offsetY: (boxHeight - contentHeight * scale) / 2 };
}

/** The content point (image pixels) under a screen point of the viewer box. */
export function screenToContent(viewport: Viewport, x: number, y: number): { x: number; y: number } {
  return { x: (x - viewport.offsetX) / viewport.scale, y: (y - viewport.offsetY) / viewport.scale };
}

/** The CSS transform of the wrapper holding image and heatmap (origin at its top left). */
export function viewportTransform(viewport: Viewport): string {
  return `translate(${viewport.offsetX}px, ${viewport.offsetY}px) scale(${viewport.scale})`;
}
