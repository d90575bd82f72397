/** Scrivener 3 (and 2) projects for the manuscript import (docs/import-scrivener.md). */
export {
  type ReadScrivenerOptions,
  readScrivener,
  type ScrivenerReadResult,
} from './read-scrivener';
