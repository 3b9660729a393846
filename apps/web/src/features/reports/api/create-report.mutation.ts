import { reportEndpoints, type ReportRequest } from '@airscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/** Queues a report; the answer is its id and status, polled by useReportStatus. */
export function useCreateReport(projectId: string) {
  return useMutation({
    mutationKey: ['reports', 'create', projectId],
    mutationFn: async (request: ReportRequest) => {
      const report = await callEndpoint(reportEndpoints.createReport, { params: { projectId }, body: request });
      if (!report) throw new Error('No report was created.');
      return report;
    },
  });
}
