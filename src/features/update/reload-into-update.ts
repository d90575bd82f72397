/**
 * "Update now" must always end in the new version. vite-plugin-pwa reloads when the new service
 * worker takes control of the page; a page no worker controlled yet (the first visit) is never
 * taken over, so nothing happened. After asking the waiting worker to activate, this waits until
 * it is active (at most `timeoutMs`) and reloads; when the library's own reload comes first, the
 * page is gone and the timer never fires.
 */
export async function reloadIntoUpdate(
  activate: () => Promise<void>,
  options: {
    container?: ServiceWorkerContainer | undefined;
    reload?: () => void;
    timeoutMs?: number;
  } = {},
): Promise<void> {
  const container =
    options.container ?? (typeof navigator === 'undefined' ? undefined : navigator.serviceWorker);
  const reload = options.reload ?? (() => window.location.reload());
  const timeoutMs = options.timeoutMs ?? 3000;
  const waiting = (await container?.getRegistration())?.waiting ?? null;
  await activate();
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    if (!waiting || waiting.state === 'activated') {
      clearTimeout(timer);
      resolve();
      return;
    }
    waiting.addEventListener('statechange', () => {
      if (waiting.state === 'activated' || waiting.state === 'redundant') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  reload();
}
