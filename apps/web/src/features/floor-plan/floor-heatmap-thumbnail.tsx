import { Box, Skeleton } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFloorImageUrl } from './api/floor-image-url.query.ts';
import { useFloorPlan } from './api/floor-plans.query.ts';
import { useHeatmap, type HeatmapRequest } from './api/heatmap.query.ts';
import { isHeatmapEmpty } from './heatmap-choices.ts';
import { HeatmapRenderer, type HeatmapLayer } from './heatmap-renderer.ts';
import { canSmooth } from './smooth-vertices.ts';

// The floor view's first picture (signal strength at 5 GHz, 1 m, reference receiver), so opening the floor reuses it.
const PRIMARY: HeatmapRequest = {
  type: 'sig-strength',
  'radio-band': '5',
  'visualization-height': 1,
  'client-offset-db': 0,
  'requirement-grey-out': true,
};
// A floor heard only on other bands shows its strongest band instead of a bare plan.
const ANY_BAND: HeatmapRequest = { ...PRIMARY, 'radio-band': 'any' };

interface FloorHeatmapThumbnailProps {
  projectId: string;
  floorPlanRowId: number;
  width?: number;
  height?: number;
}

/** A floor plan in small with its primary heatmap over it; asked for once the row scrolls into view. Decorative: the name sits beside it. */
export function FloorHeatmapThumbnail({ projectId, floorPlanRowId, width = 120, height = 72 }: FloorHeatmapThumbnailProps) {
  const { ref, inViewport } = useInViewport<HTMLDivElement>();
  // Without IntersectionObserver (jsdom) every thumbnail loads at once.
  const [wasSeen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  const planQuery = useFloorPlan(projectId, floorPlanRowId);
  const plan = planQuery.data ?? null;
  const image = useFloorImageUrl(projectId, wasSeen ? (plan?.imageId ?? null) : null);
  const primary = useHeatmap(projectId, floorPlanRowId, PRIMARY, wasSeen && plan !== null);
  const primaryEmpty = primary.isSuccess && isHeatmapEmpty(primary.data);
  const anyBand = useHeatmap(projectId, floorPlanRowId, ANY_BAND, primaryEmpty);
  const heatmap = primaryEmpty ? anyBand : primary;
  const canvas = useRef<HTMLCanvasElement>(null);
  const metersPerUnit = plan?.metersPerUnit ?? null;

  const layer = useMemo<HeatmapLayer | null>(() => {
    if (!heatmap.data || !metersPerUnit || isHeatmapEmpty(heatmap.data)) return null;
    const { bins, vertices, binType, contours } = heatmap.data;
    return { bins: bins ?? [], vertices, metersPerUnit, contours, smooth: canSmooth(binType), style: 'fill' };
  }, [heatmap.data, metersPerUnit]);

  useEffect(() => {
    if (!canvas.current || !plan) return;
    const renderer = new HeatmapRenderer(canvas.current);
    renderer.resize(plan.width, plan.height);
    renderer.draw(layer);
  }, [layer, plan]);

  // Only a picture actually on its way pulses: a row not yet seen, or a floor without a plan, stays still.
  const state = !wasSeen
    ? 'waiting'
    : planQuery.isPending || (plan !== null && heatmap.isPending)
      ? 'loading'
      : plan === null
        ? 'unavailable'
        : layer
          ? 'ready'
          : 'plan-only';
  const scale = plan ? Math.min(width / plan.width, height / plan.height) : 1;
  return (
    <Box
      ref={ref}
      w={width}
      h={height}
      pos="relative"
      aria-hidden
      data-testid="floor-thumbnail"
      data-heatmap-state={state}
      style={{ overflow: 'hidden', borderRadius: 4, flexShrink: 0 }}
      bg="var(--mantine-color-gray-1)"
    >
      {plan ? (
        <div
          style={{
            position: 'absolute',
            left: (width - plan.width * scale) / 2,
            top: (height - plan.height * scale) / 2,
            width: plan.width,
            height: plan.height,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
            background: '#fff',
          }}
        >
          {image.data ? (
            <img src={image.data} alt="" draggable={false} width={plan.width} height={plan.height} style={{ display: 'block' }} />
          ) : null}
          <canvas ref={canvas} style={{ position: 'absolute', inset: 0, width: plan.width, height: plan.height, opacity: 0.7 }} />
        </div>
      ) : null}
      {state === 'loading' || state === 'waiting' ? <Skeleton pos="absolute" inset={0} radius={0} animate={state === 'loading'} /> : null}
    </Box>
  );
}
