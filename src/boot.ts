/**
 * The page's first script (index.html runs it before src/main.tsx): the Trusted Types policies,
 * then the database worker. Its graph is small, so the worker starts and opens the database while
 * the interface's much larger script is still being fetched and compiled, not after it has run.
 */
import './security/trusted-types';
import { workerApi } from './worker-client/client';

// result-read-elsewhere: useBookSync calls init() again and shows its failure on screen.
void workerApi().init();

// The interface: its chunks are already on their way (build/preload-interface.ts preloads them).
import('./main').catch((error: unknown) => {
  // Nothing of the interface could load (a broken or half-updated install): say so plainly.
  console.error('The interface could not be loaded', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Story Builder could not start. Reload the page to try again.';
});
