/**
 * Revisions' public entry (issue 29). Other domains never import this at run time: api.ts
 * composes `keepVersionsBefore` into the deps of those that change many pages at once.
 */
export { createRevisionHandlers, type RevisionHandlers } from './handlers';

/** Keeps a version of each page before a bulk change (see docs/revisions.md). */
export type KeepVersionsBefore = (pageIds: string[], reason?: 'bulk') => Promise<number>;
