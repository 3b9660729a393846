import { OrgIntegrationsPage } from '../../../features/integrations/org-integrations-page.tsx';
import { projectPath } from '../route-paths.ts';

/** Manage › Integrations: the organisation's controller connections. */
export function OrgIntegrationsRoute() {
  return <OrgIntegrationsPage projectHref={projectPath} />;
}
