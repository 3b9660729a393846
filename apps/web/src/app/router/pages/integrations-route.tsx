import { useParams } from 'react-router';
import { IntegrationsPage } from '../../../features/project-dashboard/integrations-page.tsx';
import { ConnectionsSection } from '../../../features/integrations/connections-section.tsx';
import { projectPath } from '../route-paths.ts';

export function IntegrationsRoute() {
  const projectId = useParams().projectId ?? '';
  return (
    <IntegrationsPage
      projectId={projectId}
      projectHref={projectPath}
      renderConnections={(isOwner) => <ConnectionsSection projectId={projectId} canAdd={isOwner} projectHref={projectPath} />}
    />
  );
}
