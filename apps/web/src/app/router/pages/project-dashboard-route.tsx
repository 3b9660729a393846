import { useParams } from 'react-router';
import { FloorHeatmapThumbnail } from '../../../features/floor-plan/floor-heatmap-thumbnail.tsx';
import { ProjectDashboardPage } from '../../../features/project-dashboard/project-dashboard-page.tsx';
import { OpenInEditorLink } from '../../../features/planning/open-in-editor-link.tsx';
import { planEditorPath, projectPath } from '../route-paths.ts';

export function ProjectDashboardRoute() {
  const projectId = useParams().projectId ?? '';
  return (
    <ProjectDashboardPage
      projectId={projectId}
      projectHref={projectPath}
      headerLinks={<OpenInEditorLink projectId={projectId} editorHref={planEditorPath} />}
      renderFloorPicture={(floorPlanRowId) => <FloorHeatmapThumbnail projectId={projectId} floorPlanRowId={floorPlanRowId} />}
    />
  );
}
