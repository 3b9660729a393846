import {
  completeEsxProject,
  type EsxCollections,
  type EsxImageFile,
  type EsxProject,
  type EsxTrackFile,
  newEsxProject,
} from '@airscope/esx';
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
 * A project model converted from another format, completed to what an Ekahau-written file has (catalogues,
 * antennas, configuration, history) and finished as the .esx reader finishes one: its channels derived and its
 * references and content checked, so an import from it meets the same warnings as an `.esx` would.
 */
export function buildImportedProject(parts: ImportedParts): EsxProject {
  const { projectId, name, imageFiles, trackFiles = [] } = parts;
  const completed = completeEsxProject(
    newEsxProject({
      schemaVersion: IMPORTED_SCHEMA_VERSION,
      project: { id: projectId, status: 'CREATED', name, schemaVersion: IMPORTED_SCHEMA_VERSION },
      collections: parts.collections,
      imageFiles,
      trackFiles,
    }),
  );
  const { collections, project } = completed;
  return newEsxProject({
    schemaVersion: IMPORTED_SCHEMA_VERSION,
    project,
    projectConfiguration: completed.projectConfiguration,
    requiredFiles: completed.requiredFiles,
    collections,
    imageFiles,
    trackFiles,
    radioChannels: deriveRadioChannels(collections),
    warnings: [
      ...checkReferences({ collections, project, projectConfiguration: completed.projectConfiguration, trackFiles }),
      ...describeContentWarnings(collections, imageFiles, project),
    ],
  });
}
