/**
 * Scripts injected into every page of a benchmark context (addInitScript): long-task
 * recording, a measuring helper that starts on a trusted user event (or at navigation) and
 * ends when a condition first holds, key-to-frame latency, and the File System Access pickers
 * replaced by OPFS handles (as in e2e/support/book-files.ts).
 */

/** Runs in the page before any of its scripts. */
function installProbes() {
  if (window.__bench) return;
  const bench = {
    longtasks: [],
    measures: new Map(),
    keys: [],
    keyProbe: false,
  };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        bench.longtasks.push({ start: e.startTime, duration: e.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task support: the figure stays empty
  }

  const compile = (src) => (src ? new Function(`return (${src});`)() : null);

  /**
   * Arms a measure: it starts at the first trusted `startOn` event passing `filterSrc` (or at
   * once for 'now', or at navigation start for 'navigation') and ends when `predicateSrc`
   * first returns truthy, checked on every DOM mutation, every frame and every load event.
   */
  bench.arm = (name, { startOn, filterSrc = null, predicateSrc, failSrc = null }) => {
    const filter = compile(filterSrc);
    const predicate = compile(predicateSrc);
    const failed = compile(failSrc);
    const m = { start: null, end: null, value: null, error: null, resolve: null };
    bench.measures.set(name, m);
    const finish = (value, error) => {
      if (m.end !== null) return;
      m.end = performance.now();
      performance.mark(`bench-end:${name}`);
      m.value = value;
      m.error = error;
      observer.disconnect();
      window.removeEventListener('load', check, true);
      m.resolve?.();
    };
    const check = () => {
      if (m.start === null || m.end !== null) return;
      try {
        const error = failed?.();
        if (error) return finish(null, String(error));
        const value = predicate();
        if (value) finish(value, null);
      } catch {
        // the DOM is not there yet
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    window.addEventListener('load', check, true);
    const frame = () => {
      check();
      if (m.end === null) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    // The marks bound the interval in a --profile trace.
    if (startOn === 'now' || startOn === 'navigation') {
      m.start = startOn === 'now' ? performance.now() : 0;
      performance.mark(`bench-start:${name}`);
    } else {
      const onEvent = (event) => {
        // A file input's change event comes from the page when a chooser's files are set.
        if ((!event.isTrusted && startOn !== 'change') || m.start !== null) return;
        if (filter && !filter(event)) return;
        m.start = event.timeStamp;
        performance.mark(`bench-start:${name}`);
        window.removeEventListener(startOn, onEvent, true);
        queueMicrotask(check);
      };
      window.addEventListener(startOn, onEvent, true);
    }
  };

  /** Resolves with { start, end, ms, value, error, longestTask } once the measure ended. */
  bench.result = (name, timeoutMs) =>
    new Promise((resolve) => {
      const m = bench.measures.get(name);
      if (!m) return resolve({ error: `no measure ${name}` });
      const done = () =>
        // Long tasks are reported just after they end: give the observer a moment.
        setTimeout(() => {
          const tasks = bench.longtasks.filter(
            (t) => t.start + t.duration > m.start && t.start < m.end,
          );
          resolve({
            start: m.start,
            end: m.end,
            ms: m.end - m.start,
            value: m.value,
            error: m.error,
            longestTask: tasks.reduce((max, t) => Math.max(max, t.duration), 0),
            longTasks: tasks.length,
          });
        }, 120);
      if (m.end !== null) return done();
      m.resolve = done;
      setTimeout(() => {
        if (m.end === null) resolve({ error: `timed out after ${timeoutMs} ms`, start: m.start });
      }, timeoutMs);
    });

  /** Key latency: keydown (its timestamp) to the next animation frame, and to after it. */
  bench.startKeyProbe = () => {
    if (bench.keyProbe) return;
    bench.keyProbe = true;
    window.addEventListener(
      'keydown',
      (event) => {
        if (!event.isTrusted) return;
        const t0 = event.timeStamp;
        const sample = { key: event.key, raf: null, painted: null };
        bench.keys.push(sample);
        requestAnimationFrame(() => {
          sample.raf = performance.now() - t0;
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            sample.painted = performance.now() - t0;
          };
          channel.port2.postMessage(null);
        });
      },
      true,
    );
  };

  // The pickers of the File System Access API, answered from OPFS (docs/spec/design.md §3).
  const dir = async (name) =>
    (await navigator.storage.getDirectory()).getDirectoryHandle(name, { create: true });
  window.showSaveFilePicker = async (options) => {
    const name = window.__nextSaveName ?? options?.suggestedName ?? 'book.json';
    return (await dir('picked')).getFileHandle(name, { create: true });
  };
  window.showOpenFilePicker = async () => [
    await (await dir('picked')).getFileHandle(window.__openName),
  ];
  window.showDirectoryPicker = async () => dir('project');
}

export const PROBES_SCRIPT = `(${installProbes.toString()})();`;

/** Arms a cold-load measure from navigation start (an init script, added before goto). */
export const coldMeasureScript = (name, predicateSrc) =>
  `${PROBES_SCRIPT}\nwindow.__bench.arm(${JSON.stringify(name)}, { startOn: 'navigation', predicateSrc: ${JSON.stringify(predicateSrc)} });`;
