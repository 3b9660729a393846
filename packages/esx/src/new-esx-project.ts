import { createEmptyCollections } from './esx-collections.ts';
import type { EsxProject } from './esx-project.ts';

/** A project model built in code (a new design, the demo, the editor's document): what is not given is empty. */
export function newEsxProject(parts: Partial<EsxProject>): EsxProject {
  return {
    formatVersion: '2.0',
    schemaVersion: undefined,
    project: undefined,
    projectConfiguration: undefined,
    collections: createEmptyCollections(),
    extraCollections: {},
    deletedRecords: {},
    imageFiles: [],
    trackFiles: [],
    otherFiles: [],
    radioChannels: {},
    warnings: [],
    ...parts,
  };
}
