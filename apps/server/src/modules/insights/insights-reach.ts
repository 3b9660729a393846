/** Whose projects a query may read, and whether design projects show (docs/product.md §6 design-project flag). */
export interface Reach {
  userId: string;
  /** A secure-view guest sees only this project. */
  guestProjectId: string | null;
  includeDesign: boolean;
}

/** Types shown only with the design-project flag on: simulated projects and both plan types. */
export const DESIGN_TYPES = ['SIMULATED', 'BROWNFIELD_PLAN', 'GREENFIELD_PLAN'] as const;
export const isDesignType = (type: string) => (DESIGN_TYPES as readonly string[]).includes(type);

/** docs/product.md §5: searches are case-insensitive and trimmed; the text is matched literally (LIKE wildcards escaped). */
export function likePattern(text: string | undefined): string | null {
  const trimmed = text?.trim().toLowerCase();
  if (!trimmed) return null;
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
