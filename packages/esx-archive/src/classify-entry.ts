import { isEsxCollectionName, type EsxCollectionName } from '@airscope/esx';

/** What an archive entry holds, judged by its name. */
export type EntryKind =
  | { kind: 'directory' }
  | { kind: 'version' }
  | { kind: 'project' }
  | { kind: 'projectConfiguration' }
  | { kind: 'collection'; collection: EsxCollectionName }
  | { kind: 'survey' }
  | { kind: 'extraCollection'; stem: string }
  | { kind: 'image'; imageId: string }
  | { kind: 'track'; binaryFileId: string }
  | { kind: 'other' };

const ID = '[A-Za-z0-9][A-Za-z0-9_-]{0,127}';
const IMAGE_NAME = new RegExp(`^image-(${ID})$`);
const TRACK_NAME = new RegExp(`^track-(${ID})\\.bin$`);
const SURVEY_NAME = new RegExp(`^survey-(${ID})\\.json$`);
const COLLECTION_NAME = /^([A-Za-z][A-Za-z0-9_]{0,63})\.json$/;

export function classifyEntry(name: string): EntryKind {
  if (name.endsWith('/')) return { kind: 'directory' };
  if (name === 'version') return { kind: 'version' };
  const image = IMAGE_NAME.exec(name);
  if (image) return { kind: 'image', imageId: image[1]! };
  const track = TRACK_NAME.exec(name);
  if (track) return { kind: 'track', binaryFileId: track[1]! };
  if (SURVEY_NAME.test(name)) return { kind: 'survey' };
  const collection = COLLECTION_NAME.exec(name);
  if (!collection) return { kind: 'other' };
  const stem = collection[1]!;
  if (stem === 'project' || stem === 'projectConfiguration') return { kind: stem };
  if (isEsxCollectionName(stem)) return { kind: 'collection', collection: stem };
  return { kind: 'extraCollection', stem };
}
