/**
 * The page's first script: the Trusted Types policies, then the database worker. The build makes
 * it an entry of its own that the page runs before the interface's script
 * (build/boot-script.ts); its graph is small, so the worker starts and opens the database while
 * the interface's much larger script is still being fetched and compiled, not after it has run.
 * src/main.tsx imports it first too (the same module: it runs once), which is all the dev
 * server needs.
 */
import './security/trusted-types';
import { workerApi } from './worker-client/client';

// result-read-elsewhere: useBookSync calls init() again and shows its failure on screen.
void workerApi().init();
// The browser opens the origin's database storage at its first request; asked now, it does so
// while the worker's script loads and compiles, so the worker's own first request finds it open.
indexedDB.databases?.().catch(() => undefined);
