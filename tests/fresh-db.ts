/** Test helpers: a fresh database name per test, on fake-indexeddb. */
import 'fake-indexeddb/auto';

let counter = 0;
export function freshDbName(label = 'db'): string {
  counter += 1;
  return `test-${label}-${Date.now()}-${counter}`;
}
