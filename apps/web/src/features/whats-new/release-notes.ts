/** A release-note entry (docs/product.md §1): date, summary of changes, products, optional src and title. */
export interface ReleaseNoteEntry {
  /** Key under `whatsNew.entries` holding the translated title and summaryOfChanges. */
  id: 'secureSharing' | 'customReports' | 'heatmaps' | 'clientProfiles' | 'controllerIntegration' | 'planning' | 'viewing';
  /** ISO date of the release. */
  date: string;
  /** Product names; brands, so not translated. */
  products: readonly string[];
  /** Optional link to read more. */
  src?: string;
}

/** The notes of version june-26-2025 (docs/product.md §1), newest first; earlier dates order the named features. */
export const RELEASE_NOTES: readonly ReleaseNoteEntry[] = [
  { id: 'secureSharing', date: '2025-06-26', products: ['Insights', 'AI Pro Online'] },
  { id: 'customReports', date: '2025-05-28', products: ['AI Pro Online'] },
  { id: 'heatmaps', date: '2025-05-14', products: ['Insights', 'AI Pro Online'] },
  { id: 'clientProfiles', date: '2025-04-30', products: ['AI Pro Online'] },
  { id: 'controllerIntegration', date: '2025-04-09', products: ['Insights'] },
  { id: 'planning', date: '2025-03-19', products: ['AI Pro Online'] },
  { id: 'viewing', date: '2025-02-26', products: ['Insights', 'AI Pro Online'] },
];
