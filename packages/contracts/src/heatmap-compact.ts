import type { HeatmapResult } from './heatmap.schemas.ts';

/**
 * The compact heatmap answer (docs/product.md §7): the same heatmap as the JSON form, with the value grid
 * quantised to 16 bits, the grey-out as a bit mask and the contour rings as varint deltas. A client asks
 * for it with `Accept: application/vnd.airscope.heatmap`; the JSON form stays the default.
 *
 * Layout, little-endian:
 * - 4 bytes `ASH1` (format and version);
 * - u32 length of the header, then the header: UTF-8 JSON of everything the grid does not hold (unit, legend,
 *   requirement, areas, grid meta, quantisation, contour thresholds and ring lengths), padded to 4 bytes;
 * - one u16 per cell, row by row: `NULL_CELL` for no value, else value = offset + q × step;
 * - with a grey-out, one bit per cell (bit i % 8 of byte i >> 3);
 * - the contour points: per ring, x and y in tenths of a metre as zig-zag varint deltas from the ring's
 *   previous point (the first from 0, 0).
 */
export const HEATMAP_COMPACT_TYPE = 'application/vnd.airscope.heatmap';

const MAGIC = [0x41, 0x53, 0x48, 0x31]; // "ASH1"
const NULL_CELL = 0xffff;
const MAX_LEVEL = 0xfffe;
// The JSON form rounds values to 0.1: a range that fits in 65,535 tenths keeps them exactly.
const FINEST_STEP = 0.1;

interface CompactHeader extends Omit<HeatmapResult, 'vertices' | 'contours' | 'greyedCells'> {
  vertices: Omit<HeatmapResult['vertices'], 'values'>;
  quantisation: { offset: number; step: number };
  contours: Array<{ threshold: number; ringLengths: number[] }>;
  hasGreyedCells: boolean;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

function quantisationOf(values: readonly (number | null)[]): { offset: number; step: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v === null) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (min === Infinity) return { offset: 0, step: FINEST_STEP };
  return { offset: min, step: Math.max(FINEST_STEP, (max - min) / MAX_LEVEL) };
}

class ByteWriter {
  private bytes = new Uint8Array(1024);
  length = 0;
  private ensure(extra: number) {
    if (this.length + extra <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }
  raw(chunk: Uint8Array) {
    this.ensure(chunk.length);
    this.bytes.set(chunk, this.length);
    this.length += chunk.length;
  }
  u16(v: number) {
    this.ensure(2);
    this.bytes[this.length++] = v & 0xff;
    this.bytes[this.length++] = v >>> 8;
  }
  u32(v: number) {
    this.u16(v & 0xffff);
    this.u16(v >>> 16);
  }
  varint(signed: number) {
    let v = signed >= 0 ? signed * 2 : -signed * 2 - 1;
    this.ensure(8);
    while (v >= 0x80) {
      this.bytes[this.length++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.bytes[this.length++] = v;
  }
  done(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

/** Encodes a heatmap answer in the compact form. */
export function encodeCompactHeatmap(result: HeatmapResult): Uint8Array {
  const { vertices, contours, greyedCells, ...rest } = result;
  const { values, ...grid } = vertices;
  const quantisation = quantisationOf(values);
  const header: CompactHeader = {
    ...rest,
    vertices: grid,
    quantisation,
    contours: contours.map((level) => ({ threshold: level.threshold, ringLengths: level.rings.map((ring) => ring.length) })),
    hasGreyedCells: greyedCells !== undefined,
  };
  const text = new TextEncoder().encode(JSON.stringify(header));
  const padded = Math.ceil(text.length / 4) * 4;
  const out = new ByteWriter();
  out.raw(Uint8Array.from(MAGIC));
  out.u32(padded);
  out.raw(text);
  out.raw(new Uint8Array(padded - text.length).fill(0x20));
  for (const v of values) out.u16(v === null ? NULL_CELL : Math.round((v - quantisation.offset) / quantisation.step));
  if (greyedCells) {
    const mask = new Uint8Array(Math.ceil(values.length / 8));
    for (const i of greyedCells) mask[i >> 3]! |= 1 << (i & 7);
    out.raw(mask);
  }
  for (const level of contours) {
    for (const ring of level.rings) {
      let x = 0;
      let y = 0;
      for (const [px, py] of ring) {
        const tx = Math.round(px * 10);
        const ty = Math.round(py * 10);
        out.varint(tx - x);
        out.varint(ty - y);
        x = tx;
        y = ty;
      }
    }
  }
  return out.done();
}

/** The compact form could not be read: not this format, or cut short. */
export class CompactHeatmapError extends Error {
  constructor(reason: string) {
    super(`not a compact heatmap: ${reason}`);
    this.name = 'CompactHeatmapError';
  }
}

/** Decodes the compact form into the heatmap the JSON form would have answered (values within the quantisation step). */
export function decodeCompactHeatmap(bytes: Uint8Array): HeatmapResult {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 8 || MAGIC.some((b, i) => bytes[i] !== b)) throw new CompactHeatmapError('unknown format');
  const headerLength = view.getUint32(4, true);
  let at = 8 + headerLength;
  if (bytes.length < at) throw new CompactHeatmapError('cut short');
  let header: CompactHeader;
  try {
    header = JSON.parse(new TextDecoder().decode(bytes.subarray(8, at))) as CompactHeader;
  } catch {
    throw new CompactHeatmapError('unreadable header');
  }
  const { quantisation, contours, hasGreyedCells, vertices, ...rest } = header;
  const cells = vertices.cols * vertices.rows;
  const maskLength = hasGreyedCells ? Math.ceil(cells / 8) : 0;
  if (bytes.length < at + cells * 2 + maskLength) throw new CompactHeatmapError('cut short');
  const exact = quantisation.step === FINEST_STEP;
  const values = new Array<number | null>(cells);
  for (let i = 0; i < cells; i++, at += 2) {
    const q = view.getUint16(at, true);
    const v = quantisation.offset + q * quantisation.step;
    values[i] = q === NULL_CELL ? null : exact ? round1(v) : v;
  }
  let greyedCells: number[] | undefined;
  if (hasGreyedCells) {
    greyedCells = [];
    for (let i = 0; i < cells; i++) if (bytes[at + (i >> 3)]! & (1 << (i & 7))) greyedCells.push(i);
    at += maskLength;
  }
  const readVarint = () => {
    let v = 0;
    let scale = 1;
    for (;;) {
      if (at >= bytes.length) throw new CompactHeatmapError('cut short');
      const b = bytes[at++]!;
      v += (b & 0x7f) * scale;
      if (b < 0x80) break;
      scale *= 0x80;
    }
    return v % 2 === 0 ? v / 2 : -(v + 1) / 2;
  };
  const decodedContours = contours.map((level) => ({
    threshold: level.threshold,
    rings: level.ringLengths.map((length) => {
      let x = 0;
      let y = 0;
      return Array.from({ length }, () => {
        x += readVarint();
        y += readVarint();
        return [x / 10, y / 10] as [number, number];
      });
    }),
  }));
  return {
    ...rest,
    ...(greyedCells ? { greyedCells } : {}),
    vertices: { ...vertices, values },
    contours: decodedContours,
  };
}
