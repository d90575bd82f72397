/**
 * A Dexie middleware that makes every write fail while an injected fault is on (e2e tests of
 * "a failed database write is shown, and no word is lost"). Off unless a test turns it on.
 */
import type { DBCore, Middleware } from 'dexie';

let failWrites = false;

/** Turns the injected write failure on or off. */
export function setDatabaseWriteFault(on: boolean): void {
  failWrites = on;
}

export const writeFaultMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'injectedWriteFaults',
  create(down) {
    return {
      ...down,
      table(name) {
        const table = down.table(name);
        return {
          ...table,
          mutate(request) {
            if (failWrites) {
              return Promise.reject(
                new DOMException('Injected fault: the disk is full', 'QuotaExceededError'),
              );
            }
            return table.mutate(request);
          },
        };
      },
    };
  },
};
