import { isFeatureOn, projectEndpoints } from '@airscope/contracts';
import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callEndpoint } from '../../lib/api/call-endpoint.ts';
import { usePageConfig } from '../../lib/page-config/page-config.query.ts';

const DESIGN_TYPES = new Set(['BROWNFIELD_PLAN', 'GREENFIELD_PLAN']);

/** "Open in editor" for a project the user may write, while the cloud planner is on; design projects only while the design-project flag is on. */
export function OpenInEditorLink({ projectId, editorHref }: { projectId: string; editorHref: (projectId: string) => string }) {
  const { t } = useTranslation();
  const flags = usePageConfig().data?.featureFlags;
  const designOn = isFeatureOn(flags?.designProject);
  const plannerOn = isFeatureOn(flags?.cloudPlanner);
  const project = useQuery({
    enabled: plannerOn,
    queryKey: ['projects', projectId, 'editor-access'] as const,
    queryFn: ({ signal }) => callEndpoint(projectEndpoints.getProject, { params: { projectId }, query: {}, signal }),
  });
  const info = project.data;
  if (!plannerOn || !info || !info.canWrite || (DESIGN_TYPES.has(info.projectType) && !designOn)) return null;
  return (
    <Anchor component={Link} to={editorHref(projectId)} size="sm" data-testid="open-in-editor">
      {t('planning.entry.openInEditor')}
    </Anchor>
  );
}
