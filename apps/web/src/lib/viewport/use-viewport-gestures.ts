import { useCallback, useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import {
  fitViewport,
  panViewport,
  screenToContent,
  viewportTransform,
  zoomAroundPoint,
  ZOOM_STEP,
  type FitInset,
  type Viewport,
} from './viewport.ts';

/** Movement (CSS px) below which a press counts as a click, not a drag. */
const CLICK_SLOP = 4;

interface GestureOptions {
  box: RefObject<HTMLDivElement | null>;
  wrapper: RefObject<HTMLDivElement | null>;
  contentWidth: number;
  contentHeight: number;
  /** A click (not a drag) at a content point in image pixels. */
  onClickContent: (point: { x: number; y: number }) => void;
  /** Margins that fitting keeps clear for controls floating over the box. */
  fitInset?: FitInset;
  /** Fit again whenever the box changes size (a view that fills the window or shares it with a collapsible panel). */
  refitOnResize?: boolean;
}

/**
 * Pan by drag and zoom by wheel or buttons. The viewport lives in a ref and is written straight to
 * the wrapper's CSS transform, so moving the plan never re-renders React; only the zoom label does.
 */
export function useViewportGestures({
  box,
  wrapper,
  contentWidth,
  contentHeight,
  onClickContent,
  fitInset,
  refitOnResize = false,
}: GestureOptions) {
  const viewport = useRef<Viewport>({ scale: 1, offsetX: 0, offsetY: 0 });
  const drag = useRef<{ id: number; x: number; y: number; startX: number; startY: number; moved: boolean } | null>(null);
  const [scale, setScale] = useState(1);

  const apply = useCallback(
    (next: Viewport) => {
      viewport.current = next;
      if (wrapper.current) wrapper.current.style.transform = viewportTransform(next);
      setScale(next.scale);
    },
    [wrapper],
  );

  const fit = useCallback(() => {
    const element = box.current;
    if (element) apply(fitViewport(contentWidth, contentHeight, element.clientWidth, element.clientHeight, fitInset));
  }, [apply, box, contentWidth, contentHeight, fitInset]);

  const zoomBy = useCallback(
    (factor: number, at?: { x: number; y: number }) => {
      const element = box.current;
      const x = at?.x ?? (element?.clientWidth ?? 0) / 2;
      const y = at?.y ?? (element?.clientHeight ?? 0) / 2;
      apply(zoomAroundPoint(viewport.current, factor, x, y));
    },
    [apply, box],
  );

  useEffect(fit, [fit]);

  useEffect(() => {
    const element = box.current;
    if (!refitOnResize || !element) return;
    let last = { width: element.clientWidth, height: element.clientHeight };
    const observer = new ResizeObserver(() => {
      // Only a real change of size: the first report after observe() repeats the size just fitted.
      if (element.clientWidth === last.width && element.clientHeight === last.height) return;
      last = { width: element.clientWidth, height: element.clientHeight };
      fit();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, fit, refitOnResize]);

  // React's wheel listener is passive; a non-passive one may stop the page from scrolling.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      zoomBy(event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, { x: event.clientX - rect.left, y: event.clientY - rect.top });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [box, zoomBy]);

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = {
        id: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        startX: event.clientX,
        startY: event.clientY,
        moved: false,
      };
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const current = drag.current;
      if (!current || current.id !== event.pointerId) return;
      if (Math.hypot(event.clientX - current.startX, event.clientY - current.startY) > CLICK_SLOP) current.moved = true;
      if (!current.moved) return;
      const next = panViewport(viewport.current, event.clientX - current.x, event.clientY - current.y);
      viewport.current = next;
      if (wrapper.current) wrapper.current.style.transform = viewportTransform(next);
      current.x = event.clientX;
      current.y = event.clientY;
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      const current = drag.current;
      drag.current = null;
      if (!current || current.id !== event.pointerId || current.moved) return;
      const rect = event.currentTarget.getBoundingClientRect();
      onClickContent(screenToContent(viewport.current, event.clientX - rect.left, event.clientY - rect.top));
    },
    onPointerCancel: () => {
      drag.current = null;
    },
  };

  const pan = (dx: number, dy: number) => apply(panViewport(viewport.current, dx, dy));
  /** The content point (image pixels) under the middle of the box: where keyboard inspection looks. */
  const centre = () => screenToContent(viewport.current, (box.current?.clientWidth ?? 0) / 2, (box.current?.clientHeight ?? 0) / 2);
  /** The content point (image pixels) under a pointer's client position. */
  const contentPointAt = (clientX: number, clientY: number) => {
    const rect = box.current?.getBoundingClientRect();
    return screenToContent(viewport.current, clientX - (rect?.left ?? 0), clientY - (rect?.top ?? 0));
  };
  return { scale, handlers, zoomBy, fit, pan, centre, contentPointAt, transform: viewportTransform(viewport.current) };
}
