import type { PointM } from '@airscope/core';
import { describe, expect, it } from 'vitest';
import { inProcessRfEngine } from '../../../testing/in-process-rf-engine.ts';
import { GENERIC_OMNI_MODEL } from '../access-points/catalogue.ts';
import { placeAccessPoint } from '../commands/access-point-commands.ts';
import { templateOfModel } from '../commands/catalogue-template.ts';
import { drawRequirementArea, effectiveRequirementOf, setAreaRequirement } from '../commands/requirement-commands.ts';
import { documentFromBatch, recordsOf } from '../document/editor-document.ts';
import { createEditorStore } from '../document/editor-store.ts';
import { createLivePredictionManager, type LiveFloorResult } from '../live-prediction/live-prediction-manager.ts';
import { createFloorModelCache } from './floor-model-cache.ts';
import { computePassRates } from './pass-rates.ts';

const FLOOR = 'floor-1';
const M_PER_PX = 0.05;

/** A 20 m × 10 m floor, one AP near its west wall, and a requirement area over the east half. */
function plannedFloor() {
  const store = createEditorStore(
    documentFromBatch({ floorPlans: [{ id: FLOOR, width: 400, height: 200, imageId: 'img', metersPerUnit: M_PER_PX }] }),
    1,
  );
  store.execute(
    placeAccessPoint(store.getState().shown, FLOOR, { x: 40, y: 100 }, templateOfModel(store.getState().shown, GENERIC_OMNI_MODEL)).command,
  );
  store.execute(
    drawRequirementArea(
      store.getState().shown,
      FLOOR,
      [
        { x: 200, y: 0 },
        { x: 400, y: 0 },
        { x: 400, y: 200 },
        { x: 200, y: 200 },
      ],
      'East',
    ),
  );
  return store;
}

/** The editor's path: document → floor model → live prediction (network health) → pass rates of the floor and its areas. */
async function passRatesOf(store: ReturnType<typeof plannedFloor>) {
  const document = store.getState().shown;
  const [model] = createFloorModelCache().build(document, [FLOOR]);
  let sharp: LiveFloorResult | undefined;
  const manager = createLivePredictionManager([inProcessRfEngine()], {
    coarseCellM: 1,
    sharpCellM: 0.5,
    onResult: (_, result) => {
      if (result.isSharp) sharp = result;
    },
  });
  manager.setBuilding([
    {
      model: model!.floor,
      widthM: model!.widthM,
      heightM: model!.heightM,
      ...(model!.requirements.defaultProfile ? { requirement: model!.requirements.defaultProfile } : {}),
      requirementAreas: model!.requirements.areas,
    },
  ]);
  manager.request({ radios: model!.radios, band: '5', types: ['nw-health'] });
  for (let i = 0; i < 200 && !sharp; i++) await new Promise((resolve) => setTimeout(resolve, 5));
  manager.dispose();
  const areas = recordsOf(document, 'areas').map((area) => ({
    id: area.id,
    name: String(area.name),
    profile: String(effectiveRequirementOf(document, area)?.name),
    polygon: (area.area as { x: number; y: number }[]).map((p) => ({ x: p.x * M_PER_PX, y: p.y * M_PER_PX })) as unknown as PointM[],
  }));
  return computePassRates(sharp!.grids[0]!.values, sharp!.grid, areas);
}

const pick = (store: ReturnType<typeof plannedFloor>, name: string) => {
  const document = store.getState().shown;
  const requirement = recordsOf(document, 'requirements').find((record) => record.name === name)!;
  store.execute(setAreaRequirement(document, recordsOf(document, 'areas')[0]!, requirement.id));
};

describe("requirement pass rates follow each area's profile", () => {
  it('passes most of the area under a lenient profile and none of it under a strict one, the floor outside unchanged', async () => {
    const store = plannedFloor();
    pick(store, 'WIPS / WIDS');
    const lenient = await passRatesOf(store);
    pick(store, 'Polycom Guidelines');
    const strict = await passRatesOf(store);
    expect(lenient.areas[0]).toMatchObject({ name: 'East', profile: 'WIPS / WIDS' });
    expect(strict.areas[0]).toMatchObject({ name: 'East', profile: 'Polycom Guidelines' });
    // WIDS asks for −90 dBm and 1 Mb/s: 8–18 m from one AP that holds. Polycom asks for a second AP at −70 dBm: nowhere.
    expect(lenient.areas[0]!.passRate).toBeGreaterThan(0.9);
    expect(strict.areas[0]!.passRate).toBe(0);
    // Outside the area the default (Ekahau Best Practices) applies either way, so the floor drops by the area's share.
    expect(strict.floor!).toBeLessThan(lenient.floor! - 0.4);
  });
});
