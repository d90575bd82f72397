/** Scrivener 3 (and 2) projects for the manuscript import: `.scriv` folders or `.zip`s of them. */
export {
  type ReadScrivenerOptions,
  readScrivener,
  type ScrivenerReadResult,
} from './read-scrivener';
