import { useCallback, useEffect, useReducer, useRef } from 'react';
import { browserUploadRequests } from './api/browser-upload-requests.ts';
import { runUpload, type UploadRequests } from './run-upload.ts';
import { reduceUploadQueue } from './upload-queue.ts';
import { advanceUploadRecord, createUploadRecord, isUploadFinished, type UploadRecord } from './upload-record.ts';

interface UploadQueueOptions {
  /** Called once per upload when it reaches COMPLETED or FAILED. */
  onFinished?: (record: UploadRecord) => void;
  requests?: UploadRequests;
}

/** Runs any number of uploads side by side; each file gets its own record. */
export function useUploadQueue({ onFinished, requests = browserUploadRequests }: UploadQueueOptions = {}) {
  const [records, dispatch] = useReducer(reduceUploadQueue, []);
  const nextId = useRef(0);
  const onFinishedRef = useRef(onFinished);
  useEffect(() => {
    onFinishedRef.current = onFinished;
  }, [onFinished]);

  const startUploads = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        nextId.current += 1;
        // A counter, not crypto.randomUUID: that needs a secure context, and self-hosted sites may be plain HTTP.
        let record = createUploadRecord(`upload-${nextId.current}`, file.name);
        dispatch({ type: 'added', record });
        void runUpload(file, requests, (event) => {
          const next = advanceUploadRecord(record, event);
          if (next === record) return;
          record = next;
          dispatch({ type: 'updated', record });
          if (isUploadFinished(record)) onFinishedRef.current?.(record);
        });
      }
    },
    [requests],
  );

  const clearFinished = useCallback(() => dispatch({ type: 'clearedFinished' }), []);
  return { records, startUploads, clearFinished };
}
