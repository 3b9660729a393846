/** The external optimizer's page of a project: `${optimizerBaseUrl}/projects/{projectId}` (docs/product.md §1). */
export function buildOptimizerUrl(optimizerBaseUrl: string, projectId: string): string {
  return `${optimizerBaseUrl.replace(/\/+$/, '')}/projects/${encodeURIComponent(projectId)}`;
}
