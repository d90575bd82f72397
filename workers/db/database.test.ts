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

  it('keys tree nodes by their string id and every other table by number', async () => {
    const db = createDatabase(`typed-keys-${Math.random()}`);
    await db.open();
    expect(db.tree_nodes.schema.primKey.keyPath).toBe('id');
    expect(db.tree_nodes.schema.primKey.auto).toBe(false);
    for (const name of TABLE_NAMES.filter((n) => n !== 'tree_nodes'))
      expect(db[name].schema.primKey.auto, name).toBe(true);
    db.close();
  });
});
