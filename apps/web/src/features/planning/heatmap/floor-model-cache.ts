import { buildFloorRfModel, type FloorRfModel, type SkippedRadio } from '@airscope/esx';
import type { RadioModel } from '@airscope/core';
import {
  createEmptyDocument,
  EDITOR_COLLECTIONS,
  toEsxProject,
  type EditorCollection,
  type EditorDocument,
  type EditorRecord,
} from '../document/editor-document.ts';
import { isSameList } from '../use-stable-list.ts';

/** Collections that feed a radio; every other collection feeds the floor's walls, areas, slab and requirements. */
const RADIO_COLLECTIONS: readonly EditorCollection[] = ['accessPoints', 'simulatedRadios', 'antennaTypes'];
const BASE_COLLECTIONS = EDITOR_COLLECTIONS.filter((name) => !RADIO_COLLECTIONS.includes(name));

type Located = { floorPlanId?: string; coord?: { x: number; y: number } };
type FloorBase = Omit<FloorRfModel, 'radios' | 'skippedRadios'>;
type RadioResult = { radio: RadioModel } | { skipped: SkippedRadio };
interface CachedRadio {
  readonly record: EditorRecord;
  readonly ap: EditorRecord;
  readonly antennaTypes: unknown;
  readonly plan: EditorRecord;
  readonly result: RadioResult;
}
interface CachedFloor {
  readonly baseKey: readonly unknown[];
  readonly base: FloorBase;
  readonly model: FloorRfModel;
}

/** True when two AP records differ at most in the plan coordinate of their location (same floor). */
function isMovedOnly(before: EditorRecord, after: EditorRecord): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) if (key !== 'location' && before[key] !== after[key]) return false;
  const a = before.location as Located | undefined,
    b = after.location as Located | undefined;
  return (
    a?.floorPlanId === b?.floorPlanId &&
    Object.keys(a ?? {}).every((key) => key === 'coord' || (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key])
  );
}

/**
 * Builds the RF models of the editor's floors like `buildFloorRfModel`, reusing what the last call built:
 * walls, areas and slab are rebuilt only when a collection feeding them changed (by identity, as the editor
 * document shares untouched collections), and each radio only when its record, its AP, the antenna types or
 * the plan changed; a radio whose AP only moved keeps its resampled antenna pattern. A floor whose parts are
 * all unchanged keeps its model object, so an AP drag costs the dragged AP's radios and nothing else.
 */
export function createFloorModelCache() {
  const floors = new Map<string, CachedFloor>();
  const radios = new Map<string, CachedRadio>();

  function buildRadio(document: EditorDocument, plan: EditorRecord, record: EditorRecord, ap: EditorRecord): RadioResult {
    const known = radios.get(record.id);
    if (known && known.record === record && known.ap === ap && known.antennaTypes === document.antennaTypes && known.plan === plan)
      return known.result;
    const metersPerUnit = Number(plan.metersPerUnit);
    const coord = (ap.location as Located).coord;
    let result: RadioResult;
    if (
      known &&
      'radio' in known.result &&
      known.record === record &&
      known.antennaTypes === document.antennaTypes &&
      known.plan === plan &&
      coord &&
      isMovedOnly(known.ap, ap)
    ) {
      result = {
        radio: { ...known.result.radio, position: { x: coord.x * metersPerUnit, y: coord.y * metersPerUnit } as RadioModel['position'] },
      };
    } else {
      // A project of just this radio: building it must not rebuild the floor's walls.
      const single: EditorDocument = {
        ...createEmptyDocument(),
        floorPlans: new Map([[plan.id, plan]]),
        accessPoints: new Map([[ap.id, ap]]),
        simulatedRadios: new Map([[record.id, record]]),
        antennaTypes: document.antennaTypes,
      };
      const model = buildFloorRfModel(toEsxProject(single), plan.id);
      result = model.radios[0] ? { radio: model.radios[0] } : { skipped: model.skippedRadios[0]! };
    }
    radios.set(record.id, { record, ap, antennaTypes: document.antennaTypes, plan, result });
    return result;
  }

  function buildBase(
    document: EditorDocument,
    floorPlanId: string,
    baseKey: readonly unknown[],
    project: () => ReturnType<typeof toEsxProject>,
  ): FloorBase {
    const known = floors.get(floorPlanId);
    if (known && isSameList(known.baseKey, baseKey)) return known.base;
    // Without radios: those come from the radio cache. Measured data needs survey tracks, which the editor never holds.
    const { radios: _radios, skippedRadios: _skipped, ...base } = buildFloorRfModel(project(), floorPlanId);
    return base;
  }

  return {
    /** The models of the given scaled floors of the document, in the given order; throws like `buildFloorRfModel`. */
    build(document: EditorDocument, floorPlanIds: readonly string[]): FloorRfModel[] {
      const baseKey = BASE_COLLECTIONS.map((name) => document[name]);
      let project: ReturnType<typeof toEsxProject> | undefined;
      const projectWithoutRadios = () => (project ??= toEsxProject({ ...document, simulatedRadios: new Map() }));
      const models = floorPlanIds.map((floorPlanId) => {
        const plan = document.floorPlans.get(floorPlanId);
        const base = buildBase(document, floorPlanId, baseKey, projectWithoutRadios);
        const built: RadioModel[] = [],
          skipped: SkippedRadio[] = [];
        for (const record of document.simulatedRadios.values()) {
          const ap = document.accessPoints.get(String(record.accessPointId));
          if (!plan || !ap || (ap.location as Located | undefined)?.floorPlanId !== floorPlanId) continue;
          const result = buildRadio(document, plan, record, ap);
          if ('radio' in result) built.push(result.radio);
          else skipped.push(result.skipped);
        }
        const known = floors.get(floorPlanId);
        const isUnchanged =
          known && known.base === base && isSameList(known.model.radios, built) && isSameList(known.model.skippedRadios, skipped);
        const model = isUnchanged ? known.model : { ...base, radios: built, skippedRadios: skipped };
        floors.set(floorPlanId, { baseKey, base, model });
        return model;
      });
      for (const id of floors.keys()) if (!floorPlanIds.includes(id)) floors.delete(id);
      for (const id of radios.keys()) if (!document.simulatedRadios.has(id)) radios.delete(id);
      return models;
    },
  };
}
