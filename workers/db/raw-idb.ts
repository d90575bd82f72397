/**
 * Raw IndexedDB access used only when Dexie cannot be trusted with a database: reading the
 * installed version before opening, and dumping whatever can be read before a rebuild.
 */

/** Dexie stores version n as native version n × 10. */
export const nativeToSchemaVersion = (native: number): number => native / 10;

/** The installed native version of a database, or 0 when it does not exist. */
export async function installedNativeVersion(name: string): Promise<number> {
  const factory = indexedDB as IDBFactory & { databases?: () => Promise<IDBDatabaseInfo[]> };
  if (typeof factory.databases === 'function') {
    const list = await factory.databases();
    return list.find((d) => d.name === name)?.version ?? 0;
  }
  return 0;
}

/** Reads every object store of a database as plain arrays, skipping stores that fail. */
export function dumpDatabase(name: string): Promise<Record<string, unknown[]>> {
  return new Promise((resolve) => {
    const out: Record<string, unknown[]> = {};
    let req: IDBOpenDBRequest;
    try {
      req = indexedDB.open(name);
    } catch {
      resolve(out);
      return;
    }
    req.onupgradeneeded = () => {
      // The database did not exist: create nothing.
      req.transaction?.abort();
    };
    req.onerror = () => resolve(out);
    req.onsuccess = () => {
      const idb = req.result;
      const names = Array.from(idb.objectStoreNames);
      if (names.length === 0) {
        idb.close();
        resolve(out);
        return;
      }
      let pending = names.length;
      const done = () => {
        pending -= 1;
        if (pending === 0) {
          idb.close();
          resolve(out);
        }
      };
      for (const store of names) {
        try {
          const r = idb.transaction(store, 'readonly').objectStore(store).getAll();
          r.onsuccess = () => {
            out[store] = r.result as unknown[];
            done();
          };
          r.onerror = () => done();
        } catch {
          done();
        }
      }
    };
  });
}
