import type { ReactNode } from 'react';
import { NotFoundPage } from '../../features/not-found/not-found-page.tsx';
import { useSession } from '../../lib/session/use-session.ts';
import { canOpenManageSection, type ManageSection } from '../guards/manage-access.guard.ts';

/** docs/product.md §2 "Manage sub-pages": without the needed role the not-found screen shows instead. */
export function ManageSectionRoute({ section, children }: { section: ManageSection; children: ReactNode }) {
  const { user } = useSession();
  return canOpenManageSection(user, section) ? children : <NotFoundPage />;
}
