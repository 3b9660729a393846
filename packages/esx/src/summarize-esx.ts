import { ESX_COLLECTION_NAMES } from './esx-collections.ts';
import type { EsxProject } from './esx-project.ts';

/**
 * Counts per collection (live records only), plus the binary files and set-aside DELETED records:
 * what the server shows after an upload and what tests compare with the fixture notes.
 */
export function summarizeEsx(project: EsxProject): Record<string, number> {
  const summary: Record<string, number> = {
    project: project.project === undefined ? 0 : 1,
    projectConfiguration: project.projectConfiguration === undefined ? 0 : 1,
  };
  for (const name of ESX_COLLECTION_NAMES) summary[name] = project.collections[name].length;
  for (const [name, records] of Object.entries(project.extraCollections)) {
    if (!Object.hasOwn(summary, name)) summary[name] = records.length;
  }
  summary.imageFiles = project.imageFiles.length;
  summary.trackFiles = project.trackFiles.length;
  summary.otherFiles = project.otherFiles.length;
  summary.deletedRecords = Object.values(project.deletedRecords).reduce((total, records) => total + records.length, 0);
  summary.warnings = project.warnings.length;
  return summary;
}
