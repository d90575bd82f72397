/**
 * The split view: the screen the route shows (the first pane, with the browser's history) and a
 * second pane beside it (below it when the room is narrow) with its own history — a page, an
 * atlas record, the notes, or an older version of the open page. The divider resizes them;
 * Ctrl/Cmd+\ (or the toolbar's button) opens and closes it, and what the second pane showed is
 * there again when it opens. Closed, the frame adds nothing around the screen.
 */
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import { appShortcutOf } from '../../platform/app-shortcuts';
import { useAtom, useAtomValue, useSetAtom } from '../../state/jotai';
import { SplitDivider } from './SplitDivider';
import {
  SPLIT_MAX,
  SPLIT_MIN,
  splitOpenAtom,
  splitRatioAtom,
  toggleSplitAtom,
} from './split-atoms';
import './split-view.css';

const SecondPane = lazy(() => import('./SecondPane').then((m) => ({ default: m.SecondPane })));

/** Below this width of the frame the panes are stacked (px). */
const STACK_BELOW_PX = 720;

/** Ctrl+\ (Cmd+\ on a Mac) opens and closes the split view, from anywhere, even the editor. */
function useSplitShortcut() {
  const toggle = useSetAtom(toggleSplitAtom);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (appShortcutOf(event) !== 'split') return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);
}

export function SplitView({ primary, screens }: { primary: ReactNode; screens: RouteObject[] }) {
  const { t, i18n } = useTranslation();
  useSplitShortcut();
  const open = useAtomValue(splitOpenAtom);
  const [ratio, setRatio] = useAtom(splitRatioAtom);
  const frame = useRef<HTMLDivElement>(null);
  const [stacked, setStacked] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!open || !element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setStacked(entry.contentRect.width < STACK_BELOW_PX);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);
  const share = Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, ratio));
  return (
    <div
      ref={frame}
      className={open ? `split split--open${stacked ? ' split--stacked' : ''}` : 'split'}
    >
      <div
        id="split-first"
        className="split__pane split__pane--first"
        style={open ? { flexBasis: `${share}%` } : undefined}
        {...(open ? { role: 'region', 'aria-label': t('split.first_pane') } : {})}
      >
        {primary}
      </div>
      {open && (
        <>
          <SplitDivider
            value={share}
            min={SPLIT_MIN}
            max={SPLIT_MAX}
            stacked={stacked}
            rtl={i18n.dir() === 'rtl'}
            controls="split-first"
            onChange={setRatio}
          />
          <section className="split__pane split__pane--second" aria-label={t('split.second_pane')}>
            <Suspense fallback={<p className="muted">{t('app.loading')}</p>}>
              <SecondPane screens={screens} />
            </Suspense>
          </section>
        </>
      )}
    </div>
  );
}
