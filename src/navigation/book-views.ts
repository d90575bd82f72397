/**
 * Where the book's overviews live (issue 30): the outline and the corkboard of the whole
 * manuscript or of one folder. Shared here so the tree, the chapter screen and the views link
 * to each other without importing one another.
 */

/** The outline of a folder, or of the whole manuscript (null). */
export const outlinePathOf = (folderId: string | null): string =>
  folderId === null
    ? '/body-content/outline'
    : `/body-content/chapter/${encodeURIComponent(folderId)}/outline`;

/** The corkboard of a folder, or of the whole manuscript (null). */
export const corkboardPathOf = (folderId: string | null): string =>
  folderId === null
    ? '/body-content/corkboard'
    : `/body-content/chapter/${encodeURIComponent(folderId)}/corkboard`;

/** A page of the book. */
export const pagePathOf = (pageId: string): string =>
  `/body-content/page/${encodeURIComponent(pageId)}`;
