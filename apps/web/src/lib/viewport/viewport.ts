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

/** Margins (CSS px) of the box that fitting keeps clear, e.g. for controls floating over its edges. */
export interface FitInset {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

const NO_INSET: FitInset = { top: 0, right: 0, bottom: 0, left: 0 };

/** The scale and offset that show the whole content centred in the box, inside its inset when the box has room for one. */
export function fitViewport(
  contentWidth: number,
  contentHeight: number,
  boxWidth: number,
  boxHeight: number,
  inset: FitInset = NO_INSET,
): Viewport {
  if (contentWidth <= 0 || contentHeight <= 0 || boxWidth <= 0 || boxHeight <= 0) return { scale: 1, offsetX: 0, offsetY: 0 };
  // A box too small for its margins fits to its whole area rather than to nothing.
  const room = boxWidth > inset.left + inset.right && boxHeight > inset.top + inset.bottom ? inset : NO_INSET;
  const width = boxWidth - room.left - room.right;
  const height = boxHeight - room.top - room.bottom;
  const scale = clampScale(Math.min(width / contentWidth, height / contentHeight));
  return { scale, offsetX: room.left + (width - contentWidth * scale) / 2, offsetY: room.top + (height - contentHeight * scale) / 2 };
}

/** The content point (image pixels) under a screen point of the viewer box. */
export function screenToContent(viewport: Viewport, x: number, y: number): { x: number; y: number } {
  return { x: (x - viewport.offsetX) / viewport.scale, y: (y - viewport.offsetY) / viewport.scale };
}

/** The CSS transform of the wrapper holding image and heatmap (origin at its top left). */
export function viewportTransform(viewport: Viewport): string {
  return `translate(${viewport.offsetX}px, ${viewport.offsetY}px) scale(${viewport.scale})`;
}
