import { findEntryNameProblem, quoteEntryName } from '../check-entry-name.ts';
import { encodeBlankPng } from '../survey-csv/encode-blank-png.ts';
import { DnacError, DnacErrorCode } from './dnac-error.ts';
import type { DnacLimits } from './dnac-limits.ts';
import type { DnacFloor } from './dnac-maps.ts';
import { readImageSize, type ImageSize } from '../read-image-size.ts';

/** Pixels per metre of the blank image given to a floor exported without a map image. */
const BLANK_PIXELS_PER_METER = 10;
const MAX_BLANK_SIDE = 10_000;
/** Image and Dimension may disagree this much in aspect ratio before the image is taken for a wrong one. */
const MAX_ASPECT_MISMATCH = 0.25;

export interface FloorImage extends ImageSize {
  readonly bytes: Buffer;
  /** Metres per pixel, from the floor's width. */
  readonly metersPerPixel: number;
}

/**
 * The image of a floor (`images/<imageName>`), its pixel size and scale (docs/dnac-map-archive.md, Scale).
 * A floor without an image gets a blank one of its size; a named image must be there and be a PNG or JPEG.
 */
export function floorImageOf(floor: DnacFloor, metersPerUnit: number, files: ReadonlyMap<string, Buffer>, limits: DnacLimits): FloorImage {
  const widthMeters = floor.width * metersPerUnit;
  const lengthMeters = floor.length * metersPerUnit;
  const where = `the floor ${JSON.stringify(floor.name)}`;
  if (floor.imageName === undefined) return blankImage(widthMeters, lengthMeters);
  const entryName = `images/${floor.imageName}`;
  const problem = findEntryNameProblem(entryName, Buffer.from(entryName), limits.maxEntryNameBytes);
  if (problem)
    throw new DnacError(DnacErrorCode.BAD_ENTRY_NAME, `${where} names its image ${quoteEntryName(floor.imageName)} (${problem}).`);
  const bytes = files.get(entryName);
  if (!bytes) {
    throw new DnacError(
      DnacErrorCode.IMAGE_MISSING,
      `${where} names the image ${quoteEntryName(floor.imageName)}, which is not in the archive's images/ folder.`,
    );
  }
  const size = readImageSize(bytes);
  if (!size)
    throw new DnacError(
      DnacErrorCode.IMAGE_UNREADABLE,
      `the image ${quoteEntryName(floor.imageName)} of ${where} is not a PNG or JPEG we can read.`,
    );
  if (size.width * size.height > limits.maxImagePixels) {
    throw new DnacError(
      DnacErrorCode.IMAGE_UNREADABLE,
      `the image ${quoteEntryName(floor.imageName)} of ${where} is ${size.width} × ${size.height} pixels, too large to use.`,
    );
  }
  const metersPerPixel = widthMeters / size.width;
  const mismatch = Math.abs((size.height * metersPerPixel) / lengthMeters - 1);
  if (mismatch > MAX_ASPECT_MISMATCH) {
    throw new DnacError(
      DnacErrorCode.LAYOUT_INVALID,
      `the image of ${where} is ${size.width} × ${size.height} pixels but the floor is ${round(widthMeters)} × ${round(lengthMeters)} m: the image does not belong to it.`,
    );
  }
  return { ...size, bytes, metersPerPixel };
}

function blankImage(widthMeters: number, lengthMeters: number): FloorImage {
  const pixelsPerMeter = Math.min(BLANK_PIXELS_PER_METER, MAX_BLANK_SIDE / Math.max(widthMeters, lengthMeters));
  const width = Math.max(1, Math.round(widthMeters * pixelsPerMeter));
  const height = Math.max(1, Math.round(lengthMeters * pixelsPerMeter));
  return { type: 'png', width, height, bytes: encodeBlankPng(width, height), metersPerPixel: widthMeters / width };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
