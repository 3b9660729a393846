import type { ControllerConnection, SyncRun } from '@airscope/contracts';
import type { ConnectionRow, SyncRunRow } from './integrations.repository.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** A run as the page shows it; `currentVersion` is the project's version now (undo only while unchanged). */
export function presentRun(run: SyncRunRow, currentVersion: number | undefined): SyncRun {
  return {
    id: run.id,
    projectId: run.project_id,
    trigger: run.trigger,
    status: run.status,
    startedAt: iso(run.started_at),
    finishedAt: iso(run.finished_at),
    added: run.added,
    moved: run.moved,
    removed: run.removed,
    error: run.error,
    canUndo: run.undo !== null && run.result_version !== null && run.result_version === currentVersion,
  };
}

/** The connection without its credentials: key, password and token never leave the module (docs/security.md I1). */
export function presentConnection(row: ConnectionRow, lastSync: SyncRun | null, canManage: boolean): ControllerConnection {
  return {
    id: row.id,
    vendor: row.vendor,
    name: row.name,
    baseUrl: row.base_url,
    accountName: row.account_name,
    username: row.username,
    projectId: row.project_id,
    createdAt: iso(row.created_at),
    lastSync,
    canManage,
  };
}
