import { Box } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeatmapRenderer, type HeatmapLayer } from './heatmap-renderer.ts';
import { useViewportGestures } from '../../lib/viewport/use-viewport-gestures.ts';
import { navigateByKey } from '../../lib/viewport/viewport-keys.ts';
import { ViewportZoomControls } from '../../components/viewport/viewport-zoom-controls.tsx';
import { ViewportScaleBar } from '../../components/viewport/viewport-scale-bar.tsx';
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
 * The React shell of the viewer: image and heatmap canvas in one transformed wrapper. It fills its parent and fits the
 * plan again whenever that changes size (window resized, side panel shown or hidden).
 */
export function FloorPlanViewer(props: FloorPlanViewerProps) {
  const { imageUrl, width, height, metersPerUnit, layer, opacity, onInspect, marker, renderOverlays } = props;
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const renderer = useRef<HeatmapRenderer | null>(null);
  const { scale, handlers, zoomBy, fit, pan, centre, transform } = useViewportGestures({
    box,
    wrapper,
    contentWidth: width,
    contentHeight: height,
    onClickContent: onInspect,
    fitInset: FIT_INSET,
    refitOnResize: true,
  });

  useEffect(() => {
    if (!canvas.current) return;
    renderer.current ??= new HeatmapRenderer(canvas.current);
    renderer.current.resize(width, height);
    renderer.current.draw(layer);
  }, [layer, width, height]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (navigateByKey(event.key, { pan, zoomBy, fit })) event.preventDefault();
    // Keyboard inspection: the point under the middle of the view (pan with the arrows first).
    else if (event.key === 'Enter' || event.key === 'i') {
      onInspect(centre());
      event.preventDefault();
    }
  };

  return (
    <Box pos="relative" h="100%" style={{ overflow: 'hidden' }} bg="var(--mantine-color-gray-1)">
      <Box
        ref={box}
        role="application"
        aria-label={t('floorPlanView.viewer')}
        tabIndex={0}
        data-testid="floor-plan-viewer"
        h="100%"
        pos="relative"
        style={{ touchAction: 'none', cursor: 'crosshair', userSelect: 'none' }}
        onKeyDown={onKeyDown}
        {...handlers}
      >
        <div
          ref={wrapper}
          // The floor sheet is white, so a blank survey image still shows where the floor ends.
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            width,
            height,
            transformOrigin: '0 0',
            transform,
            willChange: 'transform',
            background: '#fff',
            boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.25)',
          }}
        >
          {imageUrl ? (
            <img src={imageUrl} alt="" draggable={false} width={width} height={height} style={{ display: 'block', width, height }} />
          ) : null}
          <canvas
            ref={canvas}
            data-testid="heatmap-canvas"
            style={{ position: 'absolute', inset: 0, width, height, opacity, pointerEvents: 'none', imageRendering: 'pixelated' }}
          />
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
        </div>
      </Box>
      <ViewportZoomControls scale={scale} zoomBy={zoomBy} fit={fit} />
      <ViewportScaleBar metersPerUnit={metersPerUnit} scale={scale} />
    </Box>
  );
}
