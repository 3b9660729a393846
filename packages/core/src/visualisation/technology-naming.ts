import type { Technology } from '../model/radio-model.ts';

/** Naming order of 802.11 amendments (docs/product.md §9): later wins. */
export const TECHNOLOGY_ORDER: readonly Technology[] = ['B', 'A', 'G', 'N', 'AC', 'AX', 'BE'];

/** The highest amendment in the order of docs/product.md §9 among the given letters (case-insensitive), or 'n/a' when none is known. */
export function highestTechnology(technologies: readonly string[]): Technology | 'n/a' {
  let best = -1;
  for (const t of technologies) best = Math.max(best, TECHNOLOGY_ORDER.indexOf(t.toUpperCase() as Technology));
  return best >= 0 ? TECHNOLOGY_ORDER[best]! : 'n/a';
}

/** Description with the 802.11 prefix, e.g. AX → "802.11ax"; 'n/a' stays 'n/a'. */
export function describeTechnology(technology: Technology | 'n/a'): string {
  return technology === 'n/a' ? 'n/a' : `802.11${technology.toLowerCase()}`;
}
