import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeatmapRenderer, type HeatmapLayer } from './heatmap-renderer.ts';
import { PlanView } from '../../components/plan-view/plan-view.tsx';
import { PlanHeatmapLayer } from '../../components/plan-view/plan-heatmap-layer.tsx';
import { usePlanViewport } from '../../components/plan-view/use-plan-viewport.ts';
import type { FitInset } from '../../lib/viewport/viewport.ts';

// Fitting leaves room for the toolbar and zoom buttons above the plan and the scale bar below it.
const FIT_INSET: FitInset = { top: 64, right: 16, bottom: 44, left: 16 };

interface FloorPlanViewerProps {
  imageUrl: string | null;
  /** Size of the floor image in image pixels. */
  width: number;
  height: number;
  /** Metres per image pixel, for the scale bar; null when the plan has no scale. */
  metersPerUnit: number | null;
  layer: HeatmapLayer | null;
  opacity: number;
  /** A clicked point in image pixels. */
  onInspect: (point: { x: number; y: number }) => void;
  marker: { x: number; y: number } | null;
  /** Drawn above the heatmap in image pixels; gets the zoom so markers keep their screen size. */
  renderOverlays?: (scale: number) => ReactNode;
}

/**
 * The viewer's use of the shared plan view: the survey heatmap painted by its renderer at plan resolution, the
 * caller's overlays and the inspect marker. It fills its parent and fits the plan again whenever that changes size
 * (window resized, side panel shown or hidden).
 */
export function FloorPlanViewer(props: FloorPlanViewerProps) {
  const { imageUrl, width, height, metersPerUnit, layer, opacity, onInspect, marker, renderOverlays } = props;
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const renderer = useRef<HeatmapRenderer | null>(null);
  const viewport = usePlanViewport({
    contentWidth: width,
    contentHeight: height,
    onClickContent: onInspect,
    fitInset: FIT_INSET,
    refitOnResize: true,
  });
  const { scale } = viewport;

  useEffect(() => {
    if (!canvas.current) return;
    renderer.current ??= new HeatmapRenderer(canvas.current);
    renderer.current.resize(width, height);
    renderer.current.draw(layer);
  }, [layer, width, height]);

  // Keyboard inspection: the point under the middle of the view (pan with the arrows first).
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== 'i') return false;
    onInspect(viewport.centre());
    return true;
  };

  return (
    <PlanView
      viewport={viewport}
      width={width}
      height={height}
      imageUrl={imageUrl}
      label={t('floorPlanView.viewer')}
      testId="floor-plan-viewer"
      cursor="crosshair"
      metersPerUnit={metersPerUnit}
      onKey={onKey}
      heatmap={<PlanHeatmapLayer canvasRef={canvas} opacity={opacity} testId="heatmap-canvas" />}
      overlay={
        <>
          {renderOverlays?.(scale)}
          {marker ? (
            <div
              aria-hidden
              data-testid="inspect-marker"
              style={{
                position: 'absolute',
                left: marker.x,
                top: marker.y,
                width: 14,
                height: 14,
                border: '2px solid #fff',
                borderRadius: '50%',
                background: '#1c7ed6',
                boxShadow: '0 0 0 1px #000',
                transform: `translate(-50%, -50%) scale(${1 / scale})`,
              }}
            />
          ) : null}
        </>
      }
    />
  );
}
