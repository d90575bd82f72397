import { describe, expect, it } from 'vitest';
import { SCHEMA_STEPS } from '../db/migrations';
import { isTableName, TABLE_NAMES } from './tables';

describe('table names', () => {
  it('are exactly the tables the schema steps create and keep', () => {
    const tables = new Set<string>();
    for (const step of SCHEMA_STEPS)
      for (const [name, spec] of Object.entries(step.stores ?? {})) {
        if (spec === null) tables.delete(name);
        else tables.add(name);
      }
    expect([...TABLE_NAMES].sort()).toEqual([...tables].sort());
  });

  it('tell a table from anything else', () => {
    expect(isTableName('tree_nodes')).toBe(true);
    expect(isTableName('tree_node')).toBe(false);
    expect(isTableName('__proto__')).toBe(false);
  });
});
