import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { InsightsPage } from '../../features/insights/insights-page.tsx';
import { projectsQueryKey } from '../../features/projects/api/projects.query.ts';
import { ProjectsSection } from '../../features/projects/projects-section.tsx';
import { UploadProjectButton } from '../../features/uploads/upload-project-button.tsx';
import { FloorPlanPage } from '../../features/floor-plan/floor-plan-page.tsx';
import { FloorHeatmapThumbnail } from '../../features/floor-plan/floor-heatmap-thumbnail.tsx';
import { ProjectDashboardPage } from '../../features/project-dashboard/project-dashboard-page.tsx';
import { PlanningEditorPage } from '../../features/planning/planning-editor-page.tsx';
import { PlannerHomePage } from '../../features/planning/planner-home-page.tsx';
import { NewDesignProjectButton } from '../../features/planning/new-design-project-button.tsx';
import { OpenInEditorLink } from '../../features/planning/open-in-editor-link.tsx';
import { IntegrationsPage } from '../../features/project-dashboard/integrations-page.tsx';
import { ConnectionsSection } from '../../features/integrations/connections-section.tsx';
import { OrgIntegrationsPage } from '../../features/integrations/org-integrations-page.tsx';
import { OptimizerRedirectPage } from '../../features/projects/optimizer-redirect-page.tsx';
import { SecureProjectViewPage } from '../../features/sharing/secure-project-view-page.tsx';
import { ShareProjectButton } from '../../features/sharing/share-project-button.tsx';
import { ReportProjectButton } from '../../features/reports/report-project-button.tsx';
import { NotFoundPage } from '../../features/not-found/not-found-page.tsx';
import { ManageProjectsPage } from '../../features/manage/projects/manage-projects-page.tsx';
import { useSession } from '../../lib/session/use-session.ts';
import { parseFloorPlanRowId } from '../guards/floor-plan-row-id.guard.ts';
import { canOpenManageSection, type ManageSection } from '../guards/manage-access.guard.ts';
import { planEditorPath, projectPath, ROUTE_PATHS } from './route-paths.ts';

// Route params become page props here, so feature pages stay free of router lookups.

/** The insights main view: the user's projects with the upload button, above what a later issue adds. */
export function InsightsRoute() {
  const queryClient = useQueryClient();
  const refreshProjects = () => void queryClient.invalidateQueries({ queryKey: projectsQueryKey });
  return (
    // The page's h1 comes first so headings read in order; the projects table follows as its section.
    <Stack gap="xl">
      <InsightsPage projectHref={projectPath} />
      <ProjectsSection
        projectHref={projectPath}
        actions={
          <>
            <NewDesignProjectButton editorHref={planEditorPath} />
            <UploadProjectButton projectHref={projectPath} onProjectCreated={refreshProjects} />
          </>
        }
        rowActions={(project) => (
          <>
            <ShareProjectButton project={project} />
            <ReportProjectButton project={project} />
          </>
        )}
      />
    </Stack>
  );
}

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

export function PlannerHomeRoute() {
  return <PlannerHomePage editorHref={planEditorPath} />;
}

export function PlanningEditorRoute() {
  return <PlanningEditorPage projectId={useParams().projectId ?? ''} />;
}

export function FloorPlanRoute() {
  const { projectId = '', floorPlanRowId } = useParams();
  // The guard loader has already refused non-numeric ids; this parse cannot throw here.
  return <FloorPlanPage projectId={projectId} floorPlanRowId={parseFloorPlanRowId(floorPlanRowId)} />;
}

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

/** Manage › Integrations: the organisation's controller connections. */
export function OrgIntegrationsRoute() {
  return <OrgIntegrationsPage projectHref={projectPath} />;
}

export function OptimizerRoute() {
  return <OptimizerRedirectPage projectId={useParams().projectId ?? ''} />;
}

export function SecureProjectViewRoute() {
  return <SecureProjectViewPage keyId={useParams().keyId ?? ''} otpLoginHref={ROUTE_PATHS.otpLogin} />;
}

/** Manage projects with the upload button, whose status shows there; a finished upload refreshes every project list. */
export function ManageProjectsRoute() {
  const queryClient = useQueryClient();
  const refreshProjects = () => void queryClient.invalidateQueries({ queryKey: projectsQueryKey });
  return <ManageProjectsPage uploadAction={<UploadProjectButton projectHref={projectPath} onProjectCreated={refreshProjects} />} />;
}

/** docs/product.md §2 "Manage sub-pages": without the needed role the not-found screen shows instead. */
export function ManageSectionRoute({ section, children }: { section: ManageSection; children: ReactNode }) {
  const { user } = useSession();
  return canOpenManageSection(user, section) ? children : <NotFoundPage />;
}
