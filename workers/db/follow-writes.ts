/**
 * Follow every write to a table (issue 26: one of each). A Dexie middleware that widens every
 * read-write transaction over `table` to a second table, `alongside`, and runs `before` ahead of
 * each mutate of `table`, in the same transaction: the write and what follows it commit or roll
 * back together, even if the tab is killed between them, and no writer has to know.
 * version-base.ts (a page's newest version follows its text) and tree-snapshot.ts (a write to the
 * tree drops its kept summaries) are built on it.
 */
import type {
  DBCore,
  DBCoreMutateRequest,
  DBCoreTable,
  DBCoreTransaction,
  Middleware,
} from 'dexie';

export interface FollowWrites {
  /** The middleware's name in Dexie. */
  name: string;
  /** The table whose writes are followed. */
  table: string;
  /** The table each read-write transaction over `table` also opens. */
  alongside: string;
  /**
   * Runs before each mutate of `table`, with the same request (its `trans` is the write's
   * transaction). Throwing (or rejecting) fails the write.
   */
  before(down: DBCore, table: DBCoreTable, request: DBCoreMutateRequest): Promise<void>;
}

/**
 * The `alongside` table of a write's transaction, or null when the transaction does not hold it:
 * a migration of an older schema (the table does not exist yet), or a transaction not over it.
 */
export function alongsideTable(
  core: DBCore,
  trans: DBCoreTransaction,
  name: string,
): DBCoreTable | null {
  const stores = (trans as unknown as { objectStoreNames?: DOMStringList }).objectStoreNames;
  if (stores && !stores.contains(name)) return null;
  if (!core.schema.tables.some((t) => t.name === name)) return null;
  return core.table(name);
}

/** A middleware that runs `spec.before` ahead of every write to `spec.table` (see the top). */
export function followWrites(spec: FollowWrites): Middleware<DBCore> {
  const { table: followed, alongside } = spec;
  return {
    stack: 'dbcore',
    name: spec.name,
    // Innermost, right above IndexedDB: Dexie's own layers (hooks, the live-query cache) read
    // their transaction zone before calling down, which an await here would lose.
    level: -2,
    create(down) {
      return {
        ...down,
        transaction(stores, mode, options) {
          const widen =
            mode === 'readwrite' &&
            stores.includes(followed) &&
            !stores.includes(alongside) &&
            down.schema.tables.some((t) => t.name === alongside);
          return down.transaction(widen ? [...stores, alongside] : stores, mode, options);
        },
        table(name) {
          const table = down.table(name);
          if (name !== followed) return table;
          return {
            ...table,
            async mutate(request) {
              await spec.before(down, table, request);
              return table.mutate(request);
            },
          };
        },
      };
    },
  };
}
