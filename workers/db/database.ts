/**
 * The Dexie database "storyBuilderV2" with the schema chain applied. Only the worker imports
 * this. `upToVersion` lets tests build a database as an older app version left it.
 */
import Dexie from 'dexie';
import { DATABASE_NAME, SCHEMA_VERSION } from '../contract/constants';
import { SCHEMA_STEPS } from './migrations';

export type StoryBuilderDb = Dexie;

export function createDatabase(name = DATABASE_NAME, upToVersion = SCHEMA_VERSION): Dexie {
  const db = new Dexie(name);
  for (const step of SCHEMA_STEPS) {
    if (step.version > upToVersion) break;
    const version = db.version(step.version).stores(step.stores);
    if (step.upgrade) version.upgrade(step.upgrade);
  }
  return db;
}

/** Names of every table at the current schema version. */
export function tableNames(db: Dexie): string[] {
  return db.tables.map((t) => t.name);
}
