/** Which rows of a per-survey or per-device table a call covers: every project in reach, one project, one floor, or both. */
export interface ListScope {
  projectId?: string;
  floorPlanRowId?: string;
}

/** Paging and sorting of a table (docs/product.md §4 table state): `sort` is `column,direction`, unknown columns fall back. */
export interface PageRequest {
  page: number;
  size: number;
  sort?: string | undefined;
}

export const totalPages = (total: number, size: number) => Math.ceil(total / size);
