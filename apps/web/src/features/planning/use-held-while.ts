import { useRef } from 'react';

/** The value of the last render in which `hold` was false: what a panel keeps showing while something is dragged. */
export function useHeldWhile<T>(hold: boolean, value: T): T {
  const held = useRef(value);
  // Written during render on purpose: the same inputs always give the same result, so a repeated render is harmless.
  if (!hold) held.current = value;
  return held.current;
}
