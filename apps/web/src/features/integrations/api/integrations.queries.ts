import { integrationEndpoints as api, type EndpointBody } from '@airscope/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

const ROOT = ['vendorIntegration'] as const;
const connectionsKey = (projectId?: string) => [...ROOT, 'connections', projectId ?? 'org'] as const;

const connectionsQuery = (projectId?: string) =>
  queryOptions({
    queryKey: connectionsKey(projectId),
    queryFn: async ({ signal }) => (await callEndpoint(api.listConnections, { query: projectId ? { projectId } : {}, signal })) ?? [],
  });

/** The organisation's connections, or with a project id the ones its members can use (org-wide and the project's own). */
export function useConnections(projectId?: string) {
  return useQuery(connectionsQuery(projectId));
}

/** Every list of connections (and their last syncs) is read again after any change to one. */
function useRefreshConnections() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ROOT });
}

export function useCreateConnection() {
  const refresh = useRefreshConnections();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof api.createConnection>) => callEndpoint(api.createConnection, { body }),
    onSuccess: refresh,
  });
}

export function useTestConnection() {
  const refresh = useRefreshConnections();
  return useMutation({
    mutationFn: (connectionId: string) => callEndpoint(api.testConnection, { params: { connectionId } }),
    onSuccess: refresh,
  });
}

export function useRenameConnection() {
  const refresh = useRefreshConnections();
  return useMutation({
    mutationFn: ({ connectionId, name }: { connectionId: string; name: string }) =>
      callEndpoint(api.renameConnection, { params: { connectionId }, body: { name } }),
    onSuccess: refresh,
  });
}

export function useDeleteConnection() {
  const refresh = useRefreshConnections();
  return useMutation({
    mutationFn: (connectionId: string) => callEndpoint(api.deleteConnection, { params: { connectionId } }),
    onSuccess: refresh,
  });
}

/** Asked only when the user opens a connection's sites: each call reaches the controller. */
export function useControllerSites(connectionId: string | null) {
  return useQuery({
    queryKey: [...ROOT, 'sites', connectionId],
    enabled: connectionId !== null,
    queryFn: async ({ signal }) => (await callEndpoint(api.listControllerSites, { params: { connectionId: connectionId! }, signal })) ?? [],
    staleTime: 60_000,
  });
}

/** What importing the site would bring, asked once a site is picked (it reads the whole site from the controller). */
export function useImportPreview(connectionId: string, siteId: string | null) {
  return useQuery({
    queryKey: [...ROOT, 'importPreview', connectionId, siteId],
    enabled: siteId !== null,
    queryFn: async ({ signal }) =>
      (await callEndpoint(api.previewSiteImport, { params: { connectionId, siteId: siteId! }, body: {}, signal }))!,
    staleTime: 60_000,
  });
}

export function useImportSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      connectionId,
      siteId,
      name,
      scales,
    }: {
      connectionId: string;
      siteId: string;
      name?: string;
      /** Metres per pixel for floors the controller keeps without a scale, by floor id. */
      scales?: Record<string, number>;
    }) =>
      callEndpoint(api.importControllerSite, {
        params: { connectionId, siteId },
        body: { ...(name ? { name } : {}), ...(scales && Object.keys(scales).length > 0 ? { scales } : {}) },
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function usePreviewSync() {
  return useMutation({
    mutationFn: ({ connectionId, ...body }: { connectionId: string; projectId: string; siteId: string }) =>
      callEndpoint(api.previewSync, { params: { connectionId }, body }),
  });
}

/** Applying or taking back a sync changes the project, so everything cached about it is read again. */
export function useApplySync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ connectionId, ...body }: { connectionId: string; projectId: string; siteId: string; baseVersion: number }) =>
      callEndpoint(api.applySync, { params: { connectionId }, body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useUndoSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) => callEndpoint(api.undoSync, { params: { runId } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
