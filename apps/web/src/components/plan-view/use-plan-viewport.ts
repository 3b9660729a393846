import { useRef } from 'react';
import { useViewportGestures } from '../../lib/viewport/use-viewport-gestures.ts';

type PlanViewportOptions = Omit<Parameters<typeof useViewportGestures>[0], 'box' | 'wrapper'>;

/**
 * The viewport of a plan view: pan, zoom, fit and the content point under the pointer. The caller holds it (not
 * the shell) because its own pointer and keyboard handling needs the zoom and the point under the pointer.
 */
export function usePlanViewport(options: PlanViewportOptions) {
  const box = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  return { ...useViewportGestures({ box, wrapper, ...options }), box, wrapper };
}

export type PlanViewport = ReturnType<typeof usePlanViewport>;
