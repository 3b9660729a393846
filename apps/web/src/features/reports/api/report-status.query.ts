import { reportEndpoints, type ReportStatus } from '@airscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export const reportStatusQueryKey = (projectId: string, reportId: string) => ['projects', projectId, 'reports', reportId] as const;

const isSettled = (report: ReportStatus | null | undefined) => report?.status === 'DONE' || report?.status === 'FAILED';

/** A report's progress, polled every second until it is done or failed. */
export function useReportStatus(projectId: string, reportId: string | null) {
  return useQuery({
    queryKey: reportStatusQueryKey(projectId, reportId ?? ''),
    enabled: reportId !== null,
    queryFn: () => callEndpoint(reportEndpoints.getReport, { params: { projectId, reportId: reportId! } }),
    refetchInterval: (query) => (isSettled(query.state.data) ? false : 1000),
  });
}
