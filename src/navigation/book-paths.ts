/** Paths of the book's screens that several features link to. */

/** A folder read as one continuous text (features/continuous/). */
export const continuousPathOf = (folderId: string): string =>
  `/body-content/chapter/${encodeURIComponent(folderId)}/continuous`;
