import { describe, expect, it } from 'vitest';
import { TABLE_NAMES } from '../contract/tables';
import { createDatabase } from './database';

describe('the typed database', () => {
  it('has a property for every table of the schema, and it is that table', async () => {
    const db = createDatabase(`typed-${Math.random()}`);
    await db.open();
    for (const name of TABLE_NAMES) expect(db[name]?.name).toBe(name);
    db.close();
  });

  it('keys tree nodes, Y documents and sync settings by their own key, the rest by number', async () => {
    const db = createDatabase(`typed-keys-${Math.random()}`);
    await db.open();
    expect(db.tree_nodes.schema.primKey.keyPath).toBe('id');
    expect(db.collab_docs.schema.primKey.keyPath).toBe('name');
    expect(db.sync_settings.schema.primKey.keyPath).toBe('documentId');
    const ownKeys = ['tree_nodes', 'collab_docs', 'sync_settings'];
    for (const name of ownKeys) expect(db.table(name).schema.primKey.auto, name).toBe(false);
    for (const name of TABLE_NAMES.filter((n) => !ownKeys.includes(n)))
      expect(db[name].schema.primKey.auto, name).toBe(true);
    db.close();
  });
});
