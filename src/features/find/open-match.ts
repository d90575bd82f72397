/**
 * Opening a find result: the target's screen, and in a page editor the match selected and
 * scrolled into view (select-match.ts). Notes and atlas records open on their screen.
 */
import type { FindMatch, FindTargetResult } from '../../../workers/contract/find';
import { appStore } from '../../state/jotai';
import { findFoldedAtom, WIDE_WINDOW } from './find-atoms';
import { selectWhenShown } from './select-match';
import { editorPlace, opensInEditor, targetPath } from './target-place';

type Navigate = (to: string) => Promise<void> | void;

/** Opens the result's place; resolves with whether the match could be selected. */
export async function openMatch(
  navigate: Navigate,
  result: FindTargetResult,
  match: FindMatch,
): Promise<boolean> {
  // Where the panel covers the page, it folds so the match shows.
  if (!window.matchMedia(WIDE_WINDOW).matches) appStore.set(findFoldedAtom, true);
  const path = targetPath(result.target);
  const pathname = path.split('?')[0] ?? path;
  if (
    window.location.pathname !== pathname ||
    window.location.search !== (path.includes('?') ? `?${path.split('?')[1]}` : '')
  ) {
    await navigate(path);
  }
  if (!opensInEditor(result.target)) return false;
  const label = result.target.kind === 'page' ? result.title : null;
  // An appendix: its screen first shows the first one, then the one asked for.
  const place = editorPlace(result.target);
  return selectWhenShown(
    label,
    match,
    () =>
      window.location.pathname === pathname &&
      !document.querySelector('[aria-busy="true"]') &&
      (place === null || document.querySelector(place) !== null),
    place,
  );
}
