import { ERROR_TEXT, projectEndpoints } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import type { ServerUploadStatus } from '../run-upload.ts';

/** Step 4, polled: status, projectId once committed, rollbackReason when the server refused the file. */
export async function readUploadStatus(fileUploadId: string): Promise<ServerUploadStatus> {
  const answer = await callEndpoint(projectEndpoints.getUploadStatus, { query: { fileUploadId } });
  if (!answer) throw new Error(ERROR_TEXT.notFound);
  return answer;
}
