import { projectEndpoints, type ProjectBatch, type ProjectUser } from '@airscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { defaultOnNotFound } from '../../../lib/api/default-on-not-found.ts';

export const projectUsersQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['projects', projectId, 'users'] as const,
    queryFn: ({ signal }): Promise<ProjectUser[]> =>
      defaultOnNotFound(() => callEndpoint(projectEndpoints.getProjectUsers, { params: { projectId }, signal }), []),
  });

/** The records the access-point list is built from (docs/product.md §7 batch). */
export const accessPointRecordsQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['projects', projectId, 'batch', 'access-points'] as const,
    queryFn: ({ signal }): Promise<ProjectBatch> =>
      defaultOnNotFound(
        () =>
          callEndpoint(projectEndpoints.getProjectBatch, {
            params: { projectId },
            query: { poTypes: 'ACCESS_POINT,MEASURED_RADIO,ACCESS_POINT_MEASUREMENT,SIMULATED_RADIO,SURVEY,FLOOR_PLAN' },
            signal,
          }),
        {},
      ),
  });

/** Members of the project; a secure-sharing guest is not shown them, so it never asks. */
export const useProjectUsers = (projectId: string, enabled = true) => useQuery({ ...projectUsersQuery(projectId), enabled });
export const useAccessPointRecords = (projectId: string) => useQuery(accessPointRecordsQuery(projectId));
