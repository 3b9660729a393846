import { type EsxCollections, type EsxImageFile, type EsxProject, type EsxTrackFile, newEsxProject } from '@airscope/esx';
import { checkReferences } from './check-references.ts';
import { deriveRadioChannels } from './derive-radio-channels.ts';
import { describeContentWarnings } from './describe-content-warnings.ts';

/** The .esx schema a project converted from another format (survey CSV, a Cisco map archive) is written as. */
const IMPORTED_SCHEMA_VERSION = '1.9.0';

interface ImportedParts {
  projectId: string;
  name: string;
  collections: EsxCollections;
  imageFiles: EsxImageFile[];
  trackFiles?: EsxTrackFile[];
}

/**
 * A project model converted from another format, finished as the .esx reader finishes one: its channels derived
 * and its references and content checked, so an import from it meets the same warnings as an `.esx` would.
 */
export function buildImportedProject({ projectId, name, collections, imageFiles, trackFiles = [] }: ImportedParts): EsxProject {
  const project = { id: projectId, status: 'CREATED' as const, name, schemaVersion: IMPORTED_SCHEMA_VERSION };
  return newEsxProject({
    schemaVersion: IMPORTED_SCHEMA_VERSION,
    project,
    collections,
    imageFiles,
    trackFiles,
    radioChannels: deriveRadioChannels(collections),
    warnings: [
      ...checkReferences({ collections, project, projectConfiguration: undefined, trackFiles }),
      ...describeContentWarnings(collections, imageFiles, project),
    ],
  });
}
