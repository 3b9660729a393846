import { randomUUID } from 'node:crypto';
import type { RecordChange, SyncPreview } from '@airscope/contracts';
import type { EsxProject } from '@airscope/esx';
import { accessPointRecord, coordOf, radioRecords, type FloorPlacement } from './access-point-records.ts';
import { outsideBy } from './site-import-plan.ts';
import type { ControllerAccessPoint, ControllerFloor, ControllerSite, ControllerVendor } from './vendors/controller-client.ts';

/** Closer than this an AP counts as where it was: controllers round positions, and 25 cm is within any plan's accuracy. */
export const MOVE_THRESHOLD_M = 0.25;

type EsxRecord = Record<string, unknown> & { id: string };

export interface SyncDiff {
  preview: Omit<SyncPreview, 'projectVersion'>;
  changes: RecordChange[];
  /** The changes that put the project back as it was (puts of what was there, deletes of what is new). */
  undo: RecordChange[];
}

interface ProjectAp {
  record: EsxRecord;
  floorPlanId: string;
  x: number;
  y: number;
}

/** A project floor linked to a controller floor, with its plan's size in plan pixels. */
type LinkedFloor = FloorPlacement & { name: string; widthPx: number; heightPx: number };

/**
 * The AP's spot on its linked plan: from the controller's metres, or, on a map the controller keeps without a scale
 * (Mist ppm 0; the project got that map as its plan, scaled since or not), from its map pixels stretched to the plan.
 */
function spotOf(
  ap: ControllerAccessPoint,
  floor: LinkedFloor,
  controllerFloor: ControllerFloor | undefined,
): { x: number; y: number } | null {
  if (ap.xM !== null && ap.yM !== null) return coordOf(ap, floor);
  const xPx = ap.xPx ?? null;
  const yPx = ap.yPx ?? null;
  if (xPx === null || yPx === null || !controllerFloor?.widthPx || !controllerFloor.heightPx) return null;
  if (!Number.isFinite(floor.widthPx) || !Number.isFinite(floor.heightPx)) return null;
  return { x: (xPx * floor.widthPx) / controllerFloor.widthPx, y: (yPx * floor.heightPx) / controllerFloor.heightPx };
}

const norm = (text: unknown): string => (typeof text === 'string' ? text.trim().toLowerCase() : '');

/** Takes the first AP of `pool` that `match` accepts out of the pool. */
function takeFirst(pool: ProjectAp[], match: (ap: ProjectAp) => boolean): ProjectAp | undefined {
  const index = pool.findIndex(match);
  return index < 0 ? undefined : pool.splice(index, 1)[0];
}

/**
 * What a sync of the controller's site does to the project: an AP is matched by MAC, then by name; a match
 * that is elsewhere is moved, a controller AP without a match is added, a project AP without one (on the
 * floors linked to the controller) is removed. APs on other floors of the project are left alone.
 */
export function diffSite(
  vendor: ControllerVendor,
  site: ControllerSite,
  model: EsxProject,
  floorMap: Readonly<Record<string, string>>,
): SyncDiff {
  const c = model.collections as unknown as Record<string, EsxRecord[]>;
  const plans = new Map((c.floorPlans ?? []).map((plan) => [plan.id, plan]));
  const placements = new Map<string, LinkedFloor>();
  for (const [controllerFloorId, floorPlanId] of Object.entries(floorMap)) {
    const plan = plans.get(floorPlanId);
    if (!plan || typeof plan.metersPerUnit !== 'number') continue;
    placements.set(controllerFloorId, {
      floorPlanId,
      metersPerUnit: plan.metersPerUnit,
      name: norm(plan.name) ? String(plan.name) : 'Floor',
      widthPx: typeof plan.width === 'number' ? plan.width : Infinity,
      heightPx: typeof plan.height === 'number' ? plan.height : Infinity,
    });
  }
  const linkedPlans = new Map([...placements.values()].map((p) => [p.floorPlanId, p]));
  const pool: ProjectAp[] = [];
  for (const record of c.accessPoints ?? []) {
    const location = record.location as { floorPlanId?: string; coord?: { x: number; y: number } } | undefined;
    if (!location?.floorPlanId || !location.coord || !linkedPlans.has(location.floorPlanId)) continue;
    pool.push({ record, floorPlanId: location.floorPlanId, x: location.coord.x, y: location.coord.y });
  }
  const before = new Map<string, EsxRecord>([...(c.accessPoints ?? []), ...(c.simulatedRadios ?? [])].map((r) => [r.id, r]));
  const diff: SyncDiff = { preview: { added: [], moved: [], removed: [], skipped: 0 }, changes: [], undo: [] };
  const put = (collection: 'accessPoints' | 'simulatedRadios', record: EsxRecord) => {
    diff.changes.push({ op: 'put', collection, record });
    const old = before.get(record.id);
    diff.undo.unshift(old ? { op: 'put', collection, record: old } : { op: 'delete', collection, id: record.id });
  };
  const placed: Array<{ ap: ControllerAccessPoint; floor: LinkedFloor; to: { x: number; y: number } }> = [];
  const controllerFloors = new Map(site.floors.map((f) => [f.id, f]));
  for (const ap of site.accessPoints) {
    const floor = ap.floorId !== null ? placements.get(ap.floorId) : undefined;
    const to = floor ? spotOf(ap, floor, controllerFloors.get(ap.floorId!)) : null;
    // An AP outside its floor's plan is left out, as the import leaves it out (site-import-plan.ts).
    if (floor && to && outsideBy(to, floor) === 0) placed.push({ ap, floor, to });
    else diff.preview.skipped += 1;
  }
  const matches = new Map<ControllerAccessPoint, ProjectAp | undefined>();
  for (const { ap } of placed)
    matches.set(
      ap,
      takeFirst(pool, (p) => norm(p.record.mac) === norm(ap.mac)),
    );
  for (const { ap } of placed)
    if (!matches.get(ap))
      matches.set(
        ap,
        takeFirst(pool, (p) => norm(p.record.name) === norm(ap.name)),
      );

  for (const { ap, floor, to } of placed) {
    const entry = { name: ap.name, mac: ap.mac, floorName: floor.name };
    const match = matches.get(ap);
    if (!match) {
      const record = accessPointRecord(vendor, ap, floor, { id: randomUUID() }, to);
      put('accessPoints', record);
      for (const radio of radioRecords(ap, record.id)) put('simulatedRadios', radio);
      diff.preview.added.push(entry);
      continue;
    }
    const from = linkedPlans.get(match.floorPlanId)!;
    const distanceM = Math.hypot(
      to.x * floor.metersPerUnit - match.x * from.metersPerUnit,
      to.y * floor.metersPerUnit - match.y * from.metersPerUnit,
    );
    const moved = match.floorPlanId !== floor.floorPlanId || distanceM > MOVE_THRESHOLD_M;
    if (moved) diff.preview.moved.push({ ...entry, distanceM: Math.round(distanceM * 100) / 100 });
    const updated = accessPointRecord(vendor, ap, floor, match.record, to);
    if (!moved) updated.location = match.record.location;
    if (JSON.stringify(updated) !== JSON.stringify(match.record)) put('accessPoints', updated);
  }
  for (const gone of pool) {
    const plan = linkedPlans.get(gone.floorPlanId)!;
    diff.preview.removed.push({
      name: String(gone.record.name ?? ''),
      mac: typeof gone.record.mac === 'string' ? gone.record.mac : null,
      floorName: plan.name,
    });
    diff.changes.push({ op: 'delete', collection: 'accessPoints', id: gone.record.id });
    diff.undo.unshift({ op: 'put', collection: 'accessPoints', record: gone.record });
    for (const radio of (c.simulatedRadios ?? []).filter((r) => r.accessPointId === gone.record.id)) {
      diff.changes.push({ op: 'delete', collection: 'simulatedRadios', id: radio.id });
      diff.undo.unshift({ op: 'put', collection: 'simulatedRadios', record: radio });
    }
  }
  return diff;
}
