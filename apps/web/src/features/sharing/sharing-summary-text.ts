import { summarizeSharing, type ProjectRole } from '@airscope/contracts';
import type { TFunction } from 'i18next';

/** The docs/product.md §6 summary (`Only me`, `Me + N user(s)`, `N users`) in the reader's language. */
export function sharingSummaryLabel(t: TFunction, users: ReadonlyArray<{ userId: string; role: ProjectRole }>, myUserId: string): string {
  const summary = summarizeSharing(users, myUserId);
  if (summary.kind === 'onlyMe') return t('sharing.summary.onlyMe');
  if (summary.kind === 'meAnd') return t('sharing.summary.meAnd', { count: summary.count });
  return t('sharing.summary.users', { count: summary.count });
}
