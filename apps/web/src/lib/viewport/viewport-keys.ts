import { ZOOM_STEP } from './viewport.ts';

const KEY_PAN_PX = 40;
const KEY_PAN: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [KEY_PAN_PX, 0],
  ArrowRight: [-KEY_PAN_PX, 0],
  ArrowUp: [0, KEY_PAN_PX],
  ArrowDown: [0, -KEY_PAN_PX],
};

/** What a pan/zoom view can be told from the keyboard. */
export interface KeyNavigable {
  pan: (dx: number, dy: number) => void;
  zoomBy: (factor: number) => void;
  fit: () => void;
}

/** Arrows pan, + / = and − zoom, 0 fits; true when the key was one of these (the caller then prevents its default). */
export function navigateByKey(key: string, view: KeyNavigable): boolean {
  const move = KEY_PAN[key];
  if (move) view.pan(move[0], move[1]);
  else if (key === '+' || key === '=') view.zoomBy(ZOOM_STEP);
  else if (key === '-') view.zoomBy(1 / ZOOM_STEP);
  else if (key === '0') view.fit();
  else return false;
  return true;
}
