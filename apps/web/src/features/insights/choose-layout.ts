/** docs/product.md §9: the main view shows the list alone when more than 200 projects exist at first load. */
export const LIST_ONLY_ABOVE = 200;

export type InsightsLayout = 'combined' | 'list';

export function chooseInitialLayout(projectCount: number): InsightsLayout {
  return projectCount > LIST_ONLY_ABOVE ? 'list' : 'combined';
}
