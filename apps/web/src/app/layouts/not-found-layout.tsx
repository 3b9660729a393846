import { useSession } from '../../lib/session/use-session.ts';
import { PublicLayout } from './public-layout.tsx';
import { WorkspaceLayout } from './workspace-layout.tsx';

/** The not-found page keeps a signed-in user in the workspace (header, account menu); a visitor gets the public layout. */
export function NotFoundLayout() {
  const { user } = useSession();
  return user ? <WorkspaceLayout area="cloud" /> : <PublicLayout />;
}
