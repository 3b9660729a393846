import type { UploadRequests } from '../run-upload.ts';
import { commitUpload } from './commit-upload.request.ts';
import { convertDnacArchive } from './convert-dnac-archive.request.ts';
import { initiateUpload } from './initiate-upload.request.ts';
import { readUploadStatus } from './read-upload-status.request.ts';
import { sendUploadFile } from './send-upload-file.request.ts';

/** The real calls and timer the upload flow runs on in the browser. */
export const browserUploadRequests: UploadRequests = {
  convert: convertDnacArchive,
  initiate: initiateUpload,
  transfer: sendUploadFile,
  commit: commitUpload,
  readStatus: readUploadStatus,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
