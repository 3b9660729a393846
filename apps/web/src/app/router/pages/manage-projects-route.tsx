import { useQueryClient } from '@tanstack/react-query';
import { projectsQueryKey } from '../../../features/projects/api/projects.query.ts';
import { UploadProjectButton } from '../../../features/uploads/upload-project-button.tsx';
import { ManageProjectsPage } from '../../../features/manage/projects/manage-projects-page.tsx';
import { projectPath } from '../route-paths.ts';

/** Manage projects with the upload button, whose status shows there; a finished upload refreshes every project list. */
export function ManageProjectsRoute() {
  const queryClient = useQueryClient();
  const refreshProjects = () => void queryClient.invalidateQueries({ queryKey: projectsQueryKey });
  return <ManageProjectsPage uploadAction={<UploadProjectButton projectHref={projectPath} onProjectCreated={refreshProjects} />} />;
}
