/**
 * How many of the toolbar's less used controls fold into its More menu so the row fits the
 * window (a "priority+" toolbar). The toolbar never wraps and never scrolls: when its controls
 * overflow, the next fold step moves into More; when the free space (the spacer's width) would
 * hold the last folded step again, it comes back. Measured, so it holds in every language and
 * with the writing session's timer in the row.
 */
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** The next folded count, from what the row measures now. */
export function nextFolded(
  folded: number,
  steps: number,
  overflow: boolean,
  free: number,
  width: (step: number) => number | undefined,
): number {
  if (overflow) return Math.min(steps, folded + 1);
  if (folded === 0) return 0;
  const back = width(folded - 1);
  return back !== undefined && free >= back ? folded - 1 : folded;
}

/**
 * The number of fold steps (counted from the first, the least used) that are in More. The row's
 * foldable controls carry `data-fold-step` (0 first to fold); the spacer is `.toolbar-spacer`.
 */
export function useToolbarFit(toolbar: RefObject<HTMLElement | null>, steps: number): number {
  const [folded, setFolded] = useState(0);
  const widths = useRef(new Map<number, number>());
  const refit = useRef<(() => void) | null>(null);

  // One observer while the row is there: the window's width (the row) and anything in the row
  // growing or shrinking (the spacer).
  useLayoutEffect(() => {
    const row = toolbar.current;
    const spacer = row?.querySelector<HTMLElement>('.toolbar-spacer');
    if (!row || !spacer) return;
    const gap = Number.parseFloat(getComputedStyle(row).columnGap) || 0;
    refit.current = () => {
      // The inline steps' widths, remembered for when they are folded.
      const byStep = new Map<number, number>();
      for (const el of row.querySelectorAll<HTMLElement>('[data-fold-step]')) {
        const step = Number(el.dataset.foldStep);
        byStep.set(step, (byStep.get(step) ?? 0) + el.getBoundingClientRect().width + gap);
      }
      for (const [step, width] of byStep) widths.current.set(step, width);
      const overflow = row.scrollWidth > row.clientWidth + 1;
      setFolded((f) =>
        nextFolded(f, steps, overflow, spacer.getBoundingClientRect().width, (step) =>
          widths.current.get(step),
        ),
      );
    };
    const observer = new ResizeObserver(() => refit.current?.());
    observer.observe(row);
    observer.observe(spacer);
    return () => {
      observer.disconnect();
      refit.current = null;
    };
  }, [toolbar, steps]);

  // After every render too: what the row holds may have changed while the spacer stayed at 0
  // (already overflowing), which no observer reports.
  useLayoutEffect(() => {
    refit.current?.();
  });

  return folded;
}
