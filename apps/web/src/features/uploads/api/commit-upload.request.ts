import { projectEndpoints } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/** Step 3: start the import; repeating it is harmless on the server. */
export async function commitUpload(fileUploadId: string): Promise<void> {
  await callEndpoint(projectEndpoints.commitUpload, { body: { fileUploadId } });
}
