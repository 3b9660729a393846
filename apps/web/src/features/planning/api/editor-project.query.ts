import { PO_TYPE_COLLECTIONS, projectEndpoints, type PoType, type Project } from '@airscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { documentFromBatch, EDITOR_COLLECTIONS, type EditorDocument } from '../document/editor-document.ts';

/** The batch object types of the editor's collections. */
const EDITOR_PO_TYPES = (Object.entries(PO_TYPE_COLLECTIONS) as [PoType, string][])
  .filter(([, collection]) => (EDITOR_COLLECTIONS as readonly string[]).includes(collection))
  .map(([poType]) => poType);

export interface EditorProject {
  readonly project: Project;
  readonly document: EditorDocument;
}

/**
 * The project and its editable records. The project is read before the records, so the version it
 * carries is never newer than the records: a save then at worst answers 409, never overwrites silently.
 */
export async function loadEditorProject(projectId: string, signal?: AbortSignal): Promise<EditorProject | null> {
  const project = await callEndpoint(projectEndpoints.getProject, { params: { projectId }, query: {}, ...(signal ? { signal } : {}) });
  if (!project) return null;
  const batch = await callEndpoint(projectEndpoints.getProjectBatch, {
    params: { projectId },
    query: { poTypes: EDITOR_PO_TYPES.join(',') } as never,
    ...(signal ? { signal } : {}),
  });
  return { project, document: documentFromBatch(batch ?? {}) };
}

export const editorProjectQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['projects', projectId, 'planning-editor'] as const,
    queryFn: ({ signal }) => loadEditorProject(projectId, signal),
    // The editor holds its own copy once loaded; a refetch would not replace unsaved work.
    staleTime: Infinity,
    gcTime: 0,
  });

export function useEditorProject(projectId: string) {
  return useQuery(editorProjectQuery(projectId));
}

/** The project's current version, to tell whether only our own image upload moved it. */
export async function readProjectVersion(projectId: string): Promise<number | null> {
  return (await callEndpoint(projectEndpoints.getProject, { params: { projectId }, query: {} }))?.projectVersion ?? null;
}
