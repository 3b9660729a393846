import { ERROR_TEXT, projectEndpoints } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/** Step 1 (spec §7 "Upload"): where to send the bytes and the id of the upload. */
export async function initiateUpload(fileName: string): Promise<{ url: string; fileUploadId: string }> {
  const answer = await callEndpoint(projectEndpoints.initiateUpload, { body: { fileName, fileExtension: 'esx' } });
  if (!answer) throw new Error(ERROR_TEXT.unexpected);
  return answer;
}
