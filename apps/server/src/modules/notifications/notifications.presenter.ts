import type { ServerNotification } from '@airscope/contracts';
import type { NotificationRow } from '../../db/db.types.ts';

/** Row -> the contract's notification shape. */
export function presentNotification(row: NotificationRow): ServerNotification {
  const params = typeof row.params === 'string' ? (JSON.parse(row.params) as Record<string, string>) : row.params;
  return {
    id: row.id,
    kind: row.kind as ServerNotification['kind'],
    level: row.level as ServerNotification['level'],
    title: row.title,
    description: row.description,
    params,
    link: row.link,
    createdAt: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
  };
}
