/**
 * Which pages of the continuous view are live editors: those on screen whose text is read, made
 * live one per task (making an editor loads its page into Lexical: several at once would be one
 * long task), and kept while they are in the list; the page being written stays live. A page the
 * author goes to (focus on its static text) is made live at once and takes the caret.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PageTexts } from './page-texts';

const NONE: ReadonlySet<string> = new Set();

export function useLivePages(
  texts: PageTexts,
  onScreen: readonly string[],
  rendered: readonly string[],
  active: string | null,
): {
  live: ReadonlySet<string>;
  /** The page whose editor takes the caret when it mounts. */
  focusTarget: string | null;
  makeLive: (id: string) => void;
} {
  const [live, setLive] = useState<ReadonlySet<string>>(NONE);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const onScreenKey = onScreen.join(' ');
  const renderedKey = rendered.join(' ');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the two lists.
  useEffect(() => {
    const inList = new Set(rendered);
    const readable = (id: string) => {
      const text = texts.text(id);
      return text !== undefined && !('error' in text);
    };
    const step = () => {
      timer = undefined;
      setLive((prev) => {
        const kept = [...prev].filter((id) => inList.has(id) || id === active);
        const next = onScreen.find((id) => !prev.has(id) && readable(id));
        if (next === undefined && kept.length === prev.size) return prev;
        return new Set(next === undefined ? kept : [...kept, next]);
      });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (timer === undefined) timer = setTimeout(step, 0);
    };
    const waiting = onScreen.some((id) => !live.has(id) && readable(id));
    const stale = [...live].some((id) => !inList.has(id) && id !== active);
    if (waiting || stale) schedule();
    // A page on screen whose text arrives later is made live then.
    const unsubscribe = onScreen
      .filter((id) => !live.has(id))
      .map((id) => texts.subscribe(id, () => readable(id) && schedule()));
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      for (const off of unsubscribe) off();
    };
  }, [texts, onScreenKey, renderedKey, live, active]);

  const makeLive = useCallback((id: string) => {
    setFocusTarget(id);
    setLive((prev) => (prev.has(id) ? prev : new Set([...prev, id])));
  }, []);

  return { live, focusTarget, makeLive };
}
