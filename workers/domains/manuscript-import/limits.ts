/**
 * What one manuscript import takes at most (issue 27, bad input): past these a file, an archive
 * or the selection is refused with a message naming it, and nothing of it is read.
 */

/** Files in one selection (a folder's or a zip's entries count one by one). */
export const MAX_IMPORT_FILES = 10_000;

/** One file of the selection; a 2 GB file is refused before it is read. */
export const MAX_FILE_BYTES = 256 * 1024 * 1024;

/** Everything a .zip may hold once unpacked (a zip bomb stops here). */
export const MAX_ARCHIVE_BYTES = 1024 * 1024 * 1024;

/** How much larger than its packed size an entry of a zip may be (more: a zip bomb). */
export const MAX_PACK_RATIO = 200;

/** Entries a ratio is not checked for (tiny files pack badly or very well; neither matters). */
export const RATIO_FLOOR_BYTES = 1024 * 1024;

/** Pages written in one transaction. */
export const PAGES_PER_BATCH = 1000;
