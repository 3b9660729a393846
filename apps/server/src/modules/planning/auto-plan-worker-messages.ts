import type { AutoPlanPhase } from '@airscope/core';
import type { AutoPlanReport, AutoPlanRequestOf, EsxProject } from '@airscope/esx';

/** What an auto-plan thread is started with (its workerData). */
export interface AutoPlanWorkerInput {
  readonly project: EsxProject;
  readonly floorPlanId: string;
  readonly request: AutoPlanRequestOf;
  /** The thread stops itself, between steps, when its heap and typed arrays hold more than this. */
  readonly memoryLimitMb: number;
}

/** What the thread tells its parent: progress while it plans, then one ending. */
export type AutoPlanWorkerMessage =
  | { type: 'progress'; phase: AutoPlanPhase; share: number }
  | { type: 'done'; result: AutoPlanReport }
  | { type: 'failed'; reason: 'memory' }
  | { type: 'failed'; reason: 'refused' | 'error'; message: string; code?: string };
