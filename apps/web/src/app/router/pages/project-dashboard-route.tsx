import { useParams } from 'react-router';
import { FloorHeatmapThumbnail } from '../../../features/floor-plan/floor-heatmap-thumbnail.tsx';
import { LicenceBlocked } from '../../../features/project-dashboard/licence-blocked.tsx';
import { ProjectDashboardPage } from '../../../features/project-dashboard/project-dashboard-page.tsx';
import { OpenInEditorLink } from '../../../features/planning/open-in-editor-link.tsx';
import { isLicenceLapsed } from '../../../lib/session/licence-state.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { planEditorPath, projectPath, ROUTE_PATHS } from '../route-paths.ts';

export function ProjectDashboardRoute() {
  const projectId = useParams().projectId ?? '';
  const { user, licence } = useSession();
  // The insights gate redirects only for UUID-shaped ids (docs/product.md §2); any other id still must not open a
  // dashboard whose every call the server refuses to a lapsed license.
  if (isLicenceLapsed(user, licence, new Date()))
    return <LicenceBlocked testId="page-project-dashboard" myPageHref={ROUTE_PATHS.homeManage} />;
  return (
    <ProjectDashboardPage
      projectId={projectId}
      projectHref={projectPath}
      headerLinks={<OpenInEditorLink projectId={projectId} editorHref={planEditorPath} />}
      renderFloorPicture={(floorPlanRowId) => <FloorHeatmapThumbnail projectId={projectId} floorPlanRowId={floorPlanRowId} />}
    />
  );
}
