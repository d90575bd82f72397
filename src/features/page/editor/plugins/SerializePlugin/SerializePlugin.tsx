/**
 * Debounced HTML serialisation. An edit only marks the page dirty; the HTML is generated after
 * a quiet period (in an idle callback where the browser has one) or, while the author keeps
 * typing without a pause, at most `maxWaitMs` after the first unsaved edit (so every keystroke
 * reaches the worker within about a second), and at once when the editor
 * loses focus, the page is hidden or unloaded, the host calls `flush()` (it does before loading
 * another page into the editor), or the editor unmounts. Serialising a long page on every keystroke would make typing lag.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { HISTORY_MERGE_TAG } from 'lexical';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { PageHtmlCache } from '../../html/page-html-cache';

/** What the editor exposes to its host for saving. */
export interface PageSerializer {
  /** Serialises now if there are unsaved edits and reports them; returns the HTML, or null. */
  flush(): string | null;
  /** Serialises now, whether or not anything changed, without reporting it. */
  getHtml(): string;
}

/** Props of {@link SerializePlugin}. */
export interface SerializePluginProps {
  /**
   * The key of the page the editor holds, read at the moment edits are reported: the host
   * flushes and then changes it when it loads another page into the same editor.
   */
  pageKey: RefObject<string>;
  /** Called with the page's sanitised HTML and the key of the page it belongs to. */
  onChange: (html: string, pageKey: string) => void;
  /** Called when the page gets unsaved edits (true) and when they are reported (false). */
  onDirtyChange?: ((dirty: boolean, pageKey: string) => void) | undefined;
  /** Quiet time after the last edit before serialising, in milliseconds. */
  delayMs: number;
  /** Longest time an edit waits to be serialised while edits keep coming, in milliseconds. */
  maxWaitMs: number;
  /** Receives the serializer while mounted. */
  serializerRef: RefObject<PageSerializer | null>;
}

/** Longest slice, in milliseconds, of a scheduled save's catching up with uncached blocks. */
const WARM_SLICE_MS = 8;
/**
 * Longest slice of the idle-time warming. An idle period with no frame due lasts 50 ms, and
 * filling it (plus the block that overruns it) made a task over 50 ms (bench S18, while the
 * Tools column opened beside a 20,000-word page that had just loaded).
 */
const IDLE_WARM_SLICE_MS = 16;

interface IdleWindow {
  requestIdleCallback?: (
    callback: (deadline: { timeRemaining(): number }) => void,
    options?: { timeout: number },
  ) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** Marks the page dirty on content edits and serialises it when things are quiet. */
export function SerializePlugin({
  pageKey,
  onChange,
  onDirtyChange,
  delayMs,
  maxWaitMs,
  serializerRef,
}: SerializePluginProps): null {
  const [editor] = useLexicalComposerContext();
  const callbacks = useRef({ onChange, onDirtyChange });
  useLayoutEffect(() => {
    callbacks.current = { onChange, onDirtyChange };
  });

  useEffect(() => {
    const win = window as Window & IdleWindow;
    let dirty = false;
    /** When the oldest edit not yet serialised was made (performance.now()). */
    let dirtySince = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;

    const cancelScheduled = () => {
      if (timer !== undefined) clearTimeout(timer);
      if (idle !== undefined) win.cancelIdleCallback?.(idle);
      timer = undefined;
      idle = undefined;
    };
    // Only the blocks changed since the last export are exported again (long pages stay fast).
    const cache = new PageHtmlCache();
    const getHtml = () => editor.read(() => cache.$export(editor));
    // Fill the cache in idle time after a page loads (or undo), a few blocks at a time.
    let warming: number | undefined;
    const warm = () => {
      if (!win.requestIdleCallback || warming !== undefined) return;
      warming = win.requestIdleCallback((deadline) => {
        warming = undefined;
        const sliceEnd = performance.now() + IDLE_WARM_SLICE_MS;
        const done = editor.read(() =>
          cache.$warm(editor, () => deadline.timeRemaining() > 4 && performance.now() < sliceEnd),
        );
        if (!done) warm();
      });
    };
    const flush = (): string | null => {
      // Commits an update still pending from the last keystroke: its listener marks the page dirty.
      editor.read(() => undefined);
      cancelScheduled();
      if (!dirty) return null;
      const html = getHtml();
      dirty = false;
      const key = pageKey.current;
      callbacks.current.onChange(html, key);
      callbacks.current.onDirtyChange?.(false, key);
      return html;
    };
    // A scheduled save exports the blocks not cached yet a slice at a time first: right after a
    // very long page opens (before the idle-time warming is done) one export of every block
    // would hold the main thread for seconds (10 s at 20 MB). Leaving the editor, hiding the
    // page or a host's flush() still export at once.
    const flushWhenWarm = () => {
      timer = undefined;
      const sliceEnd = performance.now() + WARM_SLICE_MS;
      const warmNow = editor.read(() => cache.$warm(editor, () => performance.now() < sliceEnd));
      if (warmNow) flush();
      else timer = setTimeout(flushWhenWarm, 0);
    };
    const schedule = () => {
      cancelScheduled();
      const left = maxWaitMs - (performance.now() - dirtySince);
      if (left <= delayMs) {
        // The author has not paused: serialise when the longest wait is up, idle or not.
        timer = setTimeout(flushWhenWarm, Math.max(0, left));
        return;
      }
      timer = setTimeout(() => {
        timer = undefined;
        if (win.requestIdleCallback) {
          idle = win.requestIdleCallback(
            () => {
              idle = undefined;
              flushWhenWarm();
            },
            { timeout: Math.max(0, maxWaitMs - (performance.now() - dirtySince)) },
          );
        } else {
          flushWhenWarm();
        }
      }, delayMs);
    };

    // Commit the page load still pending from the composer, so no edit is merged into it.
    editor.read(() => undefined);
    const stopListening = editor.registerUpdateListener((update) => {
      cache.track(update);
      warm();
      const { dirtyElements, dirtyLeaves, tags } = update;
      // Selection-only updates change no node; history-merge updates are not the author's
      // (loading the page, plugins registering node transforms).
      if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
      if (tags.has(HISTORY_MERGE_TAG)) return;
      if (!dirty) {
        dirty = true;
        dirtySince = performance.now();
        callbacks.current.onDirtyChange?.(true, pageKey.current);
      }
      schedule();
    });
    warm(); // the page the editor was created with
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    win.addEventListener('pagehide', flush);
    win.addEventListener('beforeunload', flush);
    document.addEventListener('visibilitychange', onHidden);
    serializerRef.current = { flush, getHtml };

    return () => {
      // Unmount: the last keystrokes are reported before the editor goes.
      flush();
      stopListening();
      if (warming !== undefined) win.cancelIdleCallback?.(warming);
      win.removeEventListener('pagehide', flush);
      win.removeEventListener('beforeunload', flush);
      document.removeEventListener('visibilitychange', onHidden);
      serializerRef.current = null;
    };
  }, [editor, pageKey, delayMs, maxWaitMs, serializerRef]);

  return null;
}
