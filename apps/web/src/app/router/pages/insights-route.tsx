import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { InsightsPage } from '../../../features/insights/insights-page.tsx';
import { projectsQueryKey } from '../../../features/projects/api/projects.query.ts';
import { ProjectsSection } from '../../../features/projects/projects-section.tsx';
import { UploadProjectButton } from '../../../features/uploads/upload-project-button.tsx';
import { NewDesignProjectButton } from '../../../features/planning/new-design-project-button.tsx';
import { ShareProjectButton } from '../../../features/sharing/share-project-button.tsx';
import { ReportProjectButton } from '../../../features/reports/report-project-button.tsx';
import { planEditorPath, projectPath } from '../route-paths.ts';

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
