import { describeApiError, ERROR_TEXT, projectEndpoints } from '@airscope/contracts';
import { getApiClientConfig } from '../../../lib/api/api-client-config.ts';
import { ApiRequestError } from '../../../lib/api/api-request-error.ts';
import { shouldReportError } from '../../../lib/api/should-report-error.ts';

const endpointId = projectEndpoints.receiveUpload.id;

function readErrorBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // S3 answers errors in XML; the status alone then tells the story.
    return null;
  }
}

function failWith(error: ApiRequestError): ApiRequestError {
  if (shouldReportError('PUT', error.status, error.message)) getApiClientConfig().reportError(error);
  return error;
}

/**
 * Step 2: PUT the raw bytes to the URL from step 1 (ours, or a presigned S3 URL). XMLHttpRequest rather than
 * fetch because only it reports upload progress; no CSRF header, since the URL itself is the credential.
 */
export function sendUploadFile(url: string, file: Blob, onProgress: (sentBytes: number, totalBytes: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(file.size, file.size);
        resolve();
        return;
      }
      const message = describeApiError(readErrorBody(request.responseText));
      reject(failWith(new ApiRequestError(message, { status: request.status, endpointId, body: request.responseText })));
    };
    const failNetwork = () => reject(failWith(new ApiRequestError(ERROR_TEXT.networkError, { status: 0, endpointId })));
    request.onerror = failNetwork;
    request.onabort = failNetwork;
    request.ontimeout = failNetwork;
    request.send(file);
  });
}
