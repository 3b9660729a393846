import type { ProjectRole } from './project.schemas.ts';

/** docs/product.md §6 sharing summary of a project's users as the caller sees it. */
export type SharingSummary = { kind: 'onlyMe' } | { kind: 'meAnd'; count: number } | { kind: 'users'; count: number };

/**
 * `Only me` when the owner is alone, `Me + N user(s)` for owners with others, otherwise `N users`
 * (everyone on the project, the caller included).
 */
export function summarizeSharing(users: ReadonlyArray<{ userId: string; role: ProjectRole }>, myUserId: string): SharingSummary {
  const me = users.find((user) => user.userId === myUserId);
  if (me?.role === 'OWNER') {
    const others = users.filter((user) => user.userId !== myUserId).length;
    return others === 0 ? { kind: 'onlyMe' } : { kind: 'meAnd', count: others };
  }
  return { kind: 'users', count: users.length };
}

/** The English text of a summary, as docs/product.md §6 writes it. */
export function sharingSummaryText(summary: SharingSummary): string {
  if (summary.kind === 'onlyMe') return 'Only me';
  if (summary.kind === 'meAnd') return `Me + ${summary.count} user(s)`;
  return `${summary.count} users`;
}
