import { isUploadFinished, type UploadRecord } from './upload-record.ts';

export type UploadQueueAction =
  { type: 'added'; record: UploadRecord } | { type: 'updated'; record: UploadRecord } | { type: 'clearedFinished' };

/** The rows of the upload dialog: newest first, each replaced as its upload advances. */
export function reduceUploadQueue(records: readonly UploadRecord[], action: UploadQueueAction): UploadRecord[] {
  switch (action.type) {
    case 'added':
      return [action.record, ...records];
    case 'updated':
      return records.map((record) => (record.id === action.record.id ? action.record : record));
    case 'clearedFinished':
      return records.filter((record) => !isUploadFinished(record));
  }
}
