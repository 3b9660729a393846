import {
  createGrid,
  type BandSelection,
  type FloorModel,
  type GridSpec,
  type RadioModel,
  type RequirementArea,
  type RequirementProfile,
  type VisualizationType,
} from '@airscope/core';
import type { RfEngineClient } from '../../../workers/rf-engine-client.ts';
import type { RfEngineGrid } from '../../../workers/rf-engine-protocol.ts';

/** One floor of the building: its engine model (floor.id names it), its extent in metres and the requirements judged on it. */
export interface LiveFloor {
  readonly model: FloorModel;
  readonly widthM: number;
  readonly heightM: number;
  /** The project's default profile (network health outside requirement areas); absent = the engine's default. */
  readonly requirement?: RequirementProfile;
  readonly requirementAreas?: readonly RequirementArea[];
}

/** What to predict; radios carry their floorId so every floor hears the radios of the others. */
export interface LivePredictionRequest {
  readonly radios: readonly RadioModel[];
  readonly band: BandSelection;
  readonly types: readonly VisualizationType[];
  readonly receiverHeightM?: number;
  readonly clientOffsetDb?: number;
  /** Computed before the other floors in each pass. */
  readonly activeFloorId?: string;
  /** While an AP is dragged only the coarse pass runs; the sharp one follows the last, resting request. */
  readonly isDragging?: boolean;
  /**
   * What a drag would compute: after a resting request's passes, the active floor's coarse pass with these
   * types runs once more, unseen, so the worker's code and caches are warm before an AP is picked up (a
   * warm-up at the press itself delayed a quick first move: F1, 56 ms in the worker).
   */
  readonly warmTypes?: readonly VisualizationType[];
}

export interface LiveFloorResult {
  readonly grid: GridSpec;
  readonly grids: readonly RfEngineGrid[];
  readonly isSharp: boolean;
  /** Milliseconds from the request to this result. */
  readonly ms: number;
  readonly recomputedRadioIds: readonly string[];
}

export interface LivePredictionOptions {
  /** Cell size of the first, quick pass (m); default 1. */
  readonly coarseCellM?: number;
  /** Cell size of the second pass (m); default 0.25. */
  readonly sharpCellM?: number;
  readonly onResult: (floorId: string, result: LiveFloorResult) => void;
  readonly onPendingChange?: (pending: number) => void;
  readonly now?: () => number;
}

interface Task {
  readonly floorId: string;
  readonly isSharp: boolean;
  readonly generation: number;
  readonly request: LivePredictionRequest;
  readonly issuedAt: number;
  /** Computed for the worker's sake only (warm caches and code), never shown. */
  readonly isWarmUp?: boolean;
}

/**
 * Keeps every floor of a building in a small pool of RF engine workers and recomputes them after each change:
 * a coarse pass over all floors, then a sharp one. Each floor always goes to the same worker, so that worker's
 * prediction cache recomputes only the radios that changed. A worker runs one task at a time; a newer request
 * replaces the queued tasks of a floor (stale ones are never sent), and a result older than what a floor
 * already shows, or from a replaced building, is dropped.
 */
export function createLivePredictionManager(clients: readonly RfEngineClient[], options: LivePredictionOptions) {
  if (clients.length === 0) throw new Error('the live prediction needs at least one RF engine');
  const now = options.now ?? (() => performance.now());
  const coarse = options.coarseCellM ?? 1,
    sharp = options.sharpCellM ?? 0.25;
  let floors: readonly LiveFloor[] = [];
  let epoch = 0,
    generation = 0;
  const queues = clients.map(() => [] as Task[]);
  const running = clients.map((): Task | undefined => undefined);
  const busy = (worker: number) => running[worker] !== undefined;
  const shown = new Map<string, { generation: number; isSharp: boolean }>();
  let setup: Promise<unknown> = Promise.resolve();

  const workerOf = (floorId: string) =>
    Math.max(
      0,
      floors.findIndex((f) => f.model.id === floorId),
    ) % clients.length;
  // Warm-up passes are the workers' own business: they never make the heatmap look pending.
  const pendingCount = () =>
    queues.reduce((n, q) => n + q.filter((task) => !task.isWarmUp).length, 0) + running.filter((task) => task && !task.isWarmUp).length;
  const notify = () => options.onPendingChange?.(pendingCount());

  async function pump(worker: number): Promise<void> {
    if (busy(worker)) return;
    await setup;
    if (busy(worker)) return;
    const task = queues[worker]!.shift();
    if (!task) return;
    running[worker] = task;
    notify();
    const taskEpoch = epoch;
    const floor = floors.find((f) => f.model.id === task.floorId);
    try {
      if (!floor) return;
      const grid = createGrid(floor.widthM, floor.heightM, task.isSharp ? sharp : coarse);
      const { request } = task;
      const answer = await clients[worker]!.compute({
        floorKey: task.floorId,
        radios: request.radios,
        grid,
        band: request.band,
        types: request.types,
        buildingFloorKeys: floors.map((f) => f.model.id),
        ...(request.receiverHeightM !== undefined ? { receiverHeightM: request.receiverHeightM } : {}),
        ...(request.clientOffsetDb !== undefined ? { clientOffsetDb: request.clientOffsetDb } : {}),
        // Sent with each pass rather than with the floor: a changed profile must not drop the worker's cached fields.
        ...(floor.requirement ? { requirement: floor.requirement } : {}),
        ...(floor.requirementAreas ? { requirementAreas: floor.requirementAreas } : {}),
      });
      const before = shown.get(task.floorId);
      const isStale =
        taskEpoch !== epoch ||
        (before && (before.generation > task.generation || (before.generation === task.generation && before.isSharp)));
      if (!isStale && !task.isWarmUp) {
        shown.set(task.floorId, { generation: task.generation, isSharp: task.isSharp });
        options.onResult(task.floorId, {
          grid,
          grids: answer.grids,
          isSharp: task.isSharp,
          ms: now() - task.issuedAt,
          recomputedRadioIds: answer.recomputedRadioIds,
        });
      }
    } catch {
      // A stopped worker or a replaced floor: the next request recomputes.
    } finally {
      running[worker] = undefined;
      notify();
      void pump(worker);
    }
  }

  return {
    /** Sends new or changed floors (by object identity) to every worker and forgets removed ones. */
    setBuilding(next: readonly LiveFloor[]): void {
      const previous = floors;
      floors = next;
      epoch++;
      shown.clear();
      for (const queue of queues) queue.length = 0;
      const kept = new Set(next.map((f) => f.model.id));
      setup = Promise.all(
        clients.flatMap((client) => [
          ...previous.filter((f) => !kept.has(f.model.id)).map((f) => client.dropFloor(f.model.id)),
          ...next.filter((f) => !previous.some((p) => p.model === f.model)).map((f) => client.setFloor(f.model.id, f.model)),
        ]),
      ).catch(() => undefined);
      notify();
    },

    /** Queues a coarse then a sharp pass of every floor, the active floor first; replaces queued older passes. */
    request(request: LivePredictionRequest): void {
      const issuedAt = now();
      generation++;
      for (const queue of queues) queue.length = 0;
      const ordered = [...floors].sort(
        (a, b) => Number(b.model.id === request.activeFloorId) - Number(a.model.id === request.activeFloorId),
      );
      for (const isSharp of request.isDragging ? [false] : [false, true]) {
        for (const floor of ordered)
          queues[workerOf(floor.model.id)]!.push({ floorId: floor.model.id, isSharp, generation, request, issuedAt });
      }
      const active = request.activeFloorId;
      if (!request.isDragging && request.warmTypes && active && floors.some((f) => f.model.id === active)) {
        // The coarse pass itself warms the worker when a drag computes the same types.
        const isCoarsePassEnough = request.warmTypes.join() === request.types.join();
        if (!isCoarsePassEnough)
          queues[workerOf(active)]!.push({
            floorId: active,
            isSharp: false,
            generation,
            request: { ...request, types: request.warmTypes, isDragging: true },
            issuedAt,
            isWarmUp: true,
          });
      }
      notify();
      clients.forEach((_, worker) => void pump(worker));
    },

    pending: pendingCount,

    dispose(): void {
      for (const queue of queues) queue.length = 0;
      epoch++;
      for (const client of clients) client.terminate();
    },
  };
}

export type LivePredictionManager = ReturnType<typeof createLivePredictionManager>;
