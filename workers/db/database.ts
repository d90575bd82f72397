/**
 * The Dexie database "storyBuilderV2" with the schema chain applied. Only the worker imports
 * this. `upToVersion` lets tests build a database as an older app version left it.
 */
import Dexie, { type Table } from 'dexie';
import { DATABASE_NAME, SCHEMA_VERSION } from '../contract/constants';
import type { KeyOf, RecordOf, TableName } from '../contract/tables';
import { SCHEMA_STEPS } from './migrations';
import { treeSnapshotMiddleware } from './tree-snapshot';
import { versionBaseMiddleware } from './version-base';

/** The open database: every table of the schema as a typed property (`db.tree_nodes`, …). */
export type StoryBuilderDb = Dexie & {
  readonly [K in TableName]: Table<RecordOf<K>, KeyOf<K>>;
};

export function createDatabase(name = DATABASE_NAME, upToVersion = SCHEMA_VERSION): StoryBuilderDb {
  // Every committed transaction reaches the disk before it answers ('strict'): Chromium's
  // default for IndexedDB is 'relaxed', which may keep a commit in memory for a while, and a
  // word the page's count already showed as stored must survive a killed browser.
  const db = new Dexie(name, { chromeTransactionDurability: 'strict' });
  for (const step of SCHEMA_STEPS) {
    if (step.version > upToVersion) break;
    const version = db.version(step.version).stores(step.stores);
    if (step.upgrade) version.upgrade(step.upgrade);
  }
  // The newest version of each page follows the page's text (issue 29, version-base.ts).
  db.use(versionBaseMiddleware);
  // Every write to the tree drops the tree's kept summaries in the same transaction.
  db.use(treeSnapshotMiddleware);
  // Dexie defines a property for each table of the declared schema.
  return db as StoryBuilderDb;
}

/** A table chosen at run time (an atlas kind, a section), typed by its name. */
export function typedTable<K extends TableName>(db: Dexie, name: K): Table<RecordOf<K>, KeyOf<K>> {
  return db.table(name);
}

/** Names of every table at the current schema version. */
export function tableNames(db: Dexie): string[] {
  return db.tables.map((t) => t.name);
}
