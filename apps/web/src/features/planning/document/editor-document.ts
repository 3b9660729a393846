import { createEmptyCollections, newEsxProject, type EsxProject } from '@airscope/esx';

/** The .esx collections the editor loads and draws; `images` is read-only (plan images come from the images endpoint). */
export const EDITOR_COLLECTIONS = [
  'buildings',
  'buildingFloors',
  'floorPlans',
  'floorTypes',
  'images',
  'wallTypes',
  'wallPoints',
  'wallSegments',
  'attenuationAreaTypes',
  'attenuationAreas',
  'exclusionAreas',
  'holeInFloors',
  'areas',
  'accessPoints',
  'simulatedRadios',
  'antennaTypes',
  'requirements',
  'deviceProfiles',
  'usageProfiles',
  'applicationProfiles',
] as const;
export type EditorCollection = (typeof EDITOR_COLLECTIONS)[number];

/** A whole .esx record; unknown fields of imported files travel along untouched. */
export type EditorRecord = Readonly<{ id: string } & Record<string, unknown>>;

/** The records of every edited collection by id, in insertion order. Never mutated: every change makes a new document. */
export type EditorDocument = Readonly<Record<EditorCollection, ReadonlyMap<string, EditorRecord>>>;

/** One change to a record: a put (insert or replace whole) or a delete, like the /edits API. */
export type RecordChange =
  | { readonly op: 'put'; readonly collection: EditorCollection; readonly record: EditorRecord }
  | { readonly op: 'delete'; readonly collection: EditorCollection; readonly id: string };

export function createEmptyDocument(): EditorDocument {
  return Object.fromEntries(EDITOR_COLLECTIONS.map((name) => [name, new Map()])) as unknown as EditorDocument;
}

/** A document from the batch API's answer (collection name → records); unknown collections are ignored. */
export function documentFromBatch(batch: Readonly<Record<string, readonly Record<string, unknown>[]>>): EditorDocument {
  const document = createEmptyDocument() as Record<EditorCollection, Map<string, EditorRecord>>;
  for (const name of EDITOR_COLLECTIONS) {
    for (const record of batch[name] ?? []) {
      if (typeof record.id === 'string' && record.status !== 'DELETED') document[name].set(record.id, record as EditorRecord);
    }
  }
  return document;
}

/** The document after the changes, sharing every untouched collection with the one before. */
export function applyChanges(document: EditorDocument, changes: readonly RecordChange[]): EditorDocument {
  if (changes.length === 0) return document;
  const next: Record<string, ReadonlyMap<string, EditorRecord>> = { ...document };
  const copied = new Set<EditorCollection>();
  for (const change of changes) {
    if (!copied.has(change.collection)) {
      next[change.collection] = new Map(document[change.collection]);
      copied.add(change.collection);
    }
    const target = next[change.collection] as Map<string, EditorRecord>;
    if (change.op === 'put') target.set(change.record.id, change.record);
    else target.delete(change.id);
  }
  return next as EditorDocument;
}

/** The changes that undo `changes` on `document` (puts of what was there, deletes of what was new), in reverse order. */
export function invertChanges(document: EditorDocument, changes: readonly RecordChange[]): RecordChange[] {
  const inverse: RecordChange[] = [];
  let state = document;
  for (const change of changes) {
    const id = change.op === 'put' ? change.record.id : change.id;
    const before = state[change.collection].get(id);
    inverse.push(
      before ? { op: 'put', collection: change.collection, record: before } : { op: 'delete', collection: change.collection, id },
    );
    state = applyChanges(state, [change]);
  }
  return inverse.reverse();
}

/** The record-level difference from `saved` to `current`: what a save must send (images are never sent). */
export function diffDocuments(saved: EditorDocument, current: EditorDocument): RecordChange[] {
  const changes: RecordChange[] = [];
  for (const name of EDITOR_COLLECTIONS) {
    if (name === 'images' || saved[name] === current[name]) continue;
    for (const [id, record] of current[name]) {
      const before = saved[name].get(id);
      if (before !== record && (before === undefined || JSON.stringify(before) !== JSON.stringify(record)))
        changes.push({ op: 'put', collection: name, record });
    }
    for (const id of saved[name].keys()) if (!current[name].has(id)) changes.push({ op: 'delete', collection: name, id });
  }
  return changes;
}

/** The document as the .esx model `buildFloorRfModel` reads (no files: the browser never holds archive bytes). */
export function toEsxProject(document: EditorDocument): EsxProject {
  const collections = createEmptyCollections() as unknown as Record<string, unknown[]>;
  for (const name of EDITOR_COLLECTIONS) collections[name] = [...document[name].values()];
  return newEsxProject({ collections: collections as unknown as EsxProject['collections'] });
}

/** Records of a collection as a list (in insertion order), typed as the caller reads them. */
export function recordsOf<T = EditorRecord, C extends EditorCollection = EditorCollection>(
  document: Pick<EditorDocument, C>,
  collection: C,
): T[] {
  return [...document[collection].values()] as unknown as T[];
}
