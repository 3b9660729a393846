import { buildFloorRfModel } from '@airscope/esx';
import { describe, expect, it } from 'vitest';
import { GENERIC_OMNI_MODEL } from '../access-points/catalogue.ts';
import { documentFromBatch, toEsxProject } from '../document/editor-document.ts';
import { createEditorStore } from '../document/editor-store.ts';
import { acceptProposalCommand, autoPlanRequestOf } from './proposal-command.ts';

const FLOOR = 'floor-1';
const PROPOSAL = {
  floorPlanId: FLOOR,
  band: '5' as const,
  requirementName: 'Ekahau Best Practices',
  accessPoints: [
    { x: 100, y: 100, channel: [36], transmitPowerDbm: 17 },
    { x: 300, y: 200, channel: [149], transmitPowerDbm: 14 },
  ],
  passPercent: 97.5,
  requiredAreaM2: 500,
  candidateSites: 120,
  lowerBound: 1,
};

describe('accepting an auto-plan proposal', () => {
  it('asks for the model radio on the band at the most power the editor allows, on 20 MHz', () => {
    const request = autoPlanRequestOf(GENERIC_OMNI_MODEL, '5')!;
    expect(request.radio).toMatchObject({ maxTxPowerDbm: 23, widthMhz: 20, streams: 2, technology: 'AX' });
    expect(request.radio.antenna?.azimuthGainsDbi.length).toBeGreaterThan(0);
  });

  it('adds every proposed AP in one undoable command, named on, with the proposed channel and power', () => {
    const store = createEditorStore(
      documentFromBatch({
        floorPlans: [{ id: FLOOR, width: 500, height: 400, imageId: 'img', metersPerUnit: 0.05 }],
        accessPoints: [{ id: 'kept', name: 'AP-1', location: { floorPlanId: FLOOR, coord: { x: 10, y: 10 } } }],
      }),
      0,
    );
    store.execute(acceptProposalCommand(store.getState().history.document, FLOOR, PROPOSAL, GENERIC_OMNI_MODEL));
    const rf = buildFloorRfModel(toEsxProject(store.getState().shown), FLOOR);
    const five = rf.radios.filter((radio) => radio.band === '5').sort((a, b) => a.position.x - b.position.x);
    expect(five.map((radio) => [radio.position.x, radio.position.y, radio.channel, radio.widthMhz, radio.txPowerDbm])).toEqual([
      [5, 5, 36, 20, 17],
      [15, 10, 149, 20, 14],
    ]);
    const names = [...store.getState().shown.accessPoints.values()].map((ap) => ap.name).sort();
    expect(names).toEqual(['AP-1', 'AP-2', 'AP-3']);
    const antennaTypes = store.getState().shown.antennaTypes.size;
    expect(antennaTypes).toBeGreaterThan(0);
    store.undo();
    expect(store.getState().shown.accessPoints.size).toBe(1);
    expect(store.getState().shown.antennaTypes.size).toBe(0);
  });
});
