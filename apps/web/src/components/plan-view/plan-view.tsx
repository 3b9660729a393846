import { Box } from '@mantine/core';
import type { CSSProperties, KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { navigateByKey } from '../../lib/viewport/viewport-keys.ts';
import { ViewportScaleBar } from '../viewport/viewport-scale-bar.tsx';
import { ViewportZoomControls } from '../viewport/viewport-zoom-controls.tsx';
import type { PlanViewport } from './use-plan-viewport.ts';

interface PlanViewProps {
  viewport: PlanViewport;
  /** Size of the plan image in image pixels. */
  width: number;
  height: number;
  imageUrl: string | null;
  /** Accessible name of the view. */
  label: string;
  testId: string;
  cursor: CSSProperties['cursor'];
  /** The heatmap layer (`PlanHeatmapLayer`), drawn over the image. */
  heatmap?: ReactNode;
  /** Drawn above the heatmap in image pixels: records, markers, drafts. */
  overlay?: ReactNode;
  /** Floats over the view outside the transform (hints). */
  hud?: ReactNode;
  /** Shows the scale bar; undefined leaves it out, null (no scale yet) shows none. */
  metersPerUnit?: number | null;
  /** The caller's keys, tried before the viewport's; true when handled. */
  onKey?: (event: KeyboardEvent<HTMLDivElement>) => boolean;
  /** Extra handlers on the view (they see every event before the viewport's gestures do). */
  events?: {
    onDoubleClick?: () => void;
    onPointerMoveCapture?: (event: PointerEvent<HTMLDivElement>) => void;
    onPointerUpCapture?: (event: PointerEvent<HTMLDivElement>) => void;
  };
  /** Data attributes describing the view's state to tests and styles. */
  data?: Record<`data-${string}`, string>;
}

/**
 * The one plan view of the app (the floor-plan viewer and the planning canvas): a focusable application box with the
 * plan image, a heatmap layer and an overlay in one transformed wrapper, zoom controls, an optional scale bar and the
 * keyboard map. The wrapper's transform is written by the viewport, so panning never re-renders React.
 */
export function PlanView(props: PlanViewProps) {
  const { viewport, width, height, imageUrl } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (props.onKey?.(event) || navigateByKey(event.key, viewport)) event.preventDefault();
  };
  return (
    <Box pos="relative" h="100%" style={{ overflow: 'hidden' }} bg="var(--mantine-color-gray-1)">
      <Box
        ref={viewport.box}
        role="application"
        aria-label={props.label}
        tabIndex={0}
        data-testid={props.testId}
        data-plan-view=""
        {...props.data}
        h="100%"
        pos="relative"
        style={{ touchAction: 'none', cursor: props.cursor, userSelect: 'none' }}
        onKeyDown={onKeyDown}
        {...props.events}
        {...viewport.handlers}
      >
        <div
          ref={viewport.wrapper}
          // The floor sheet is white, so a blank image still shows where the floor ends.
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            width,
            height,
            transformOrigin: '0 0',
            transform: viewport.transform,
            willChange: 'transform',
            background: '#fff',
            boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.25)',
          }}
        >
          {imageUrl ? (
            <img src={imageUrl} alt="" draggable={false} width={width} height={height} style={{ display: 'block', width, height }} />
          ) : null}
          {props.heatmap}
          {props.overlay}
        </div>
      </Box>
      <ViewportZoomControls scale={viewport.scale} zoomBy={viewport.zoomBy} fit={viewport.fit} />
      {props.metersPerUnit === undefined ? null : <ViewportScaleBar metersPerUnit={props.metersPerUnit} scale={viewport.scale} />}
      {props.hud}
    </Box>
  );
}
