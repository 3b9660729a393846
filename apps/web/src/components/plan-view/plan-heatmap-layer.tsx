import type { RefObject } from 'react';

/** Where the canvas lies on the plan: CSS lengths in plan pixels or percentages of the plan. */
export interface HeatmapBox {
  left: number | string;
  top: number | string;
  width: number | string;
  height: number | string;
}

const WHOLE_PLAN: HeatmapBox = { left: 0, top: 0, width: '100%', height: '100%' };

interface PlanHeatmapLayerProps {
  /** The canvas the caller paints; its pixel size is the caller's choice (plan pixels, or one per grid cell). */
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** 0–1. */
  opacity: number;
  /** Defaults to the whole plan; a grid-sized canvas is stretched over its cells' box instead. */
  box?: HeatmapBox;
  testId: string;
}

/**
 * The heatmap layer of a plan view: one canvas above the floor image, clipped to the plan, never hit by the pointer.
 * Painting stays with the heatmap pipeline; this fixes only where and how the pixels are shown.
 */
export function PlanHeatmapLayer({ canvasRef, opacity, box = WHOLE_PLAN, testId }: PlanHeatmapLayerProps) {
  return (
    <div style={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none' }}>
      <canvas
        ref={canvasRef}
        data-testid={testId}
        // Cells keep hard edges when the canvas is stretched over the plan.
        style={{ position: 'absolute', ...box, opacity, imageRendering: 'pixelated' }}
      />
    </div>
  );
}
