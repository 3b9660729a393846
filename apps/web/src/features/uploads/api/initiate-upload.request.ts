import { ERROR_TEXT, projectEndpoints } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { readUploadFileExtension } from '../select-upload-files.ts';

/** Step 1 (docs/product.md §7 "Upload"): where to send the bytes and the id of the upload; the server reads a .csv as survey rows. */
export async function initiateUpload(fileName: string): Promise<{ url: string; fileUploadId: string }> {
  const fileExtension = readUploadFileExtension(fileName) ?? 'esx';
  const answer = await callEndpoint(projectEndpoints.initiateUpload, { body: { fileName, fileExtension } });
  if (!answer) throw new Error(ERROR_TEXT.unexpected);
  return answer;
}
