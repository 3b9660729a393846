import sharp from 'sharp';
import { FLOOR_HEIGHT_M, FLOOR_WIDTH_M, MATERIALS, METERS_PER_PIXEL, officeWalls } from './office-layout.ts';

/** The floor plan a surveyor would be handed: walls drawn to scale in their material colours (no text, so no fonts needed). */
export async function renderOfficeFloorImage(): Promise<{ png: Buffer; width: number; height: number }> {
  const width = Math.round(FLOOR_WIDTH_M / METERS_PER_PIXEL);
  const height = Math.round(FLOOR_HEIGHT_M / METERS_PER_PIXEL);
  const px = (m: number) => (m / METERS_PER_PIXEL).toFixed(1);
  const lines = officeWalls()
    .map((wall) => {
      const material = MATERIALS[wall.material];
      const stroke = Math.max(2, material.thicknessM / METERS_PER_PIXEL);
      return `<line x1="${px(wall.from[0])}" y1="${px(wall.from[1])}" x2="${px(wall.to[0])}" y2="${px(wall.to[1])}" stroke="${material.color}" stroke-width="${stroke}" stroke-linecap="square"/>`;
    })
    .join('');
  const desks = [2, 6, 10, 26, 30, 34]
    .map((x) => `<rect x="${px(x)}" y="${px(20.5)}" width="${px(2.4)}" height="${px(1.2)}" fill="#e7ecef" stroke="#c5ced6"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#ffffff"/><rect x="0" y="${px(10)}" width="${width}" height="${px(4)}" fill="#f4f6f8"/>${desks}${lines}</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return { png, width, height };
}
