import { metres, pixels, type Metres, type Pixels } from '@airscope/core';

/** Floor metres to image pixels: x_px = x_m / metersPerUnit (the .esx scale of the floor image). */
export function metresToPixels(length: Metres, metersPerUnit: number): Pixels {
  return pixels(length / metersPerUnit);
}

/** Image pixels to floor metres: x_m = x_px · metersPerUnit. */
export function pixelsToMetres(length: Pixels, metersPerUnit: number): Metres {
  return metres(length * metersPerUnit);
}
