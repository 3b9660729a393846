import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import type { Point } from './web-mercator.ts';

/** Pixels a press may move and still count as a click. */
const CLICK_TOLERANCE = 4;

export interface MapPointerHandlers {
  /** Whether this press draws a selection box instead of panning. */
  isBoxGesture(event: ReactPointerEvent): boolean;
  onPan(dx: number, dy: number): void;
  onBox(from: Point, to: Point): void;
  onBoxEnd(from: Point, to: Point): void;
  onClick(point: Point): void;
}

function localPoint(event: ReactPointerEvent): Point {
  const rect = (event.currentTarget as HTMLElement).getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
}

/** One pointer at a time: drag pans or draws a box, a still press is a click. */
export function useMapPointer(handlers: MapPointerHandlers) {
  const press = useRef<{ start: Point; last: Point; box: boolean; moved: boolean } | null>(null);

  return {
    onPointerDown(event: ReactPointerEvent) {
      if (event.button !== 0) return;
      (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
      const point = localPoint(event);
      press.current = { start: point, last: point, box: handlers.isBoxGesture(event), moved: false };
    },
    onPointerMove(event: ReactPointerEvent) {
      const current = press.current;
      if (!current) return;
      const point = localPoint(event);
      if (!current.moved && Math.hypot(point.x - current.start.x, point.y - current.start.y) > CLICK_TOLERANCE) current.moved = true;
      if (!current.moved) return;
      if (current.box) handlers.onBox(current.start, point);
      else handlers.onPan(point.x - current.last.x, point.y - current.last.y);
      current.last = point;
    },
    onPointerUp(event: ReactPointerEvent) {
      const current = press.current;
      press.current = null;
      if (!current) return;
      const point = localPoint(event);
      if (!current.moved) handlers.onClick(point);
      else if (current.box) handlers.onBoxEnd(current.start, point);
    },
    onPointerCancel() {
      press.current = null;
    },
  };
}
