import { findRegulatoryDomain, allowedChannelsOf } from '@airscope/core';
import { buildFloorRfModel } from '@airscope/esx';
import { describe, expect, it } from 'vitest';
import { applyChanges, documentFromBatch, toEsxProject, type EditorDocument } from '../document/editor-document.ts';
import { DEFAULT_ACCESS_POINT, placeAccessPoint, radiosOf } from './access-point-commands.ts';
import { withPlannedChannels } from './new-ap-channels.ts';

const FLOOR = 'floor-1';
const empty = documentFromBatch({ floorPlans: [{ id: FLOOR, width: 400, height: 200, imageId: 'img', metersPerUnit: 0.1 }] });

function place(document: EditorDocument, x: number, allowed = {}) {
  const placed = placeAccessPoint(document, FLOOR, { x, y: 100 }, DEFAULT_ACCESS_POINT);
  const models = [buildFloorRfModel(toEsxProject(document), FLOOR)];
  const after = applyChanges(document, withPlannedChannels(document, placed.command, FLOOR, models, allowed).changes);
  return { document: after, channels: radiosOf(after, placed.accessPointId).map((radio) => radio.channel) };
}

describe('channels of a newly placed AP', () => {
  it('keeps the template channels on the first AP and gives the next one channels its neighbour does not use', () => {
    const first = place(empty, 100);
    expect(first.channels).toEqual([[1], [36, 40]]);
    const second = place(first.document, 140);
    expect(second.channels[0]).not.toEqual([1]);
    expect(second.channels[1]).toHaveLength(2);
    expect(second.channels[1]).not.toEqual([36, 40]);
    // The first AP keeps its channels.
    expect(radiosOf(second.document, [...second.document.accessPoints.keys()][0]!).map((radio) => radio.channel)).toEqual([[1], [36, 40]]);
  });

  it("takes only the country's channels", () => {
    const us = findRegulatoryDomain('US')!;
    const allowed = { '2.4': allowedChannelsOf(us, '2.4'), '5': allowedChannelsOf(us, '5') };
    let document = empty;
    const seen: number[][] = [];
    for (const x of [40, 90, 140, 190, 240, 290, 340]) {
      const placed = place(document, x, allowed);
      document = placed.document;
      seen.push(placed.channels[0] as number[]);
    }
    expect(seen.flat().every((channel) => channel <= 11)).toBe(true);
  });

  it('leaves the template channels on a floor without a scale', () => {
    const unscaled = documentFromBatch({ floorPlans: [{ id: FLOOR, width: 400, height: 200, imageId: 'img' }] });
    const placed = placeAccessPoint(unscaled, FLOOR, { x: 10, y: 10 }, DEFAULT_ACCESS_POINT);
    expect(withPlannedChannels(unscaled, placed.command, FLOOR, [])).toBe(placed.command);
  });
});
