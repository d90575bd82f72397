/**
 * Restoring from the history: a version of the page kept first (so the restore can itself be
 * compared and undone later), then the edit asked of the open editor, which applies it as an
 * ordinary, undoable edit (src/state/page-edit-request.ts).
 */
import type { DiffBlock } from '../../../workers/contract/revisions';
import { appStore } from '../../state/jotai';
import {
  type PageEdit,
  pageEditOutcomeAtom,
  pageEditRequestAtom,
} from '../../state/page-edit-request';
import { workerApi } from '../../worker-client/client';
import { showIfFailed } from '../../worker-client/failures';
import { restoreNoticeAtom } from './revisions-atoms';

let seq = 0;

/** Asks the editor of `pageId` for `edit`; true when it applied it. */
async function ask(pageId: string, edit: PageEdit): Promise<boolean> {
  const kept = await showIfFailed(workerApi().keepVersionsBefore([pageId], 'restore'));
  if (!kept.success) return false;
  seq += 1;
  appStore.set(pageEditRequestAtom, { seq, pageKey: `page:${pageId}`, edit });
  // The editor answers while the request is set (a store subscription runs at once).
  const outcome = appStore.get(pageEditOutcomeAtom);
  return outcome?.seq === seq && outcome.applied;
}

function tell(key: 'restored_page' | 'restored_paragraph' | 'restore_failed'): void {
  const last = appStore.get(restoreNoticeAtom);
  appStore.set(restoreNoticeAtom, { seq: (last?.seq ?? 0) + 1, key });
}

/** The whole page back as it was in `versionId`. */
export async function restorePage(pageId: string, versionId: number): Promise<boolean> {
  const read = await showIfFailed(workerApi().readPageVersion(versionId));
  if (!read.success) return false;
  const applied = await ask(pageId, { kind: 'page', html: read.data.html });
  tell(applied ? 'restored_page' : 'restore_failed');
  return applied;
}

/** One paragraph of a comparison with the page now back as it was. */
export async function restoreParagraph(pageId: string, block: DiffBlock): Promise<boolean> {
  if (block.oldHtml === null) return false;
  const applied = await ask(pageId, {
    kind: 'block',
    index: block.newIndex,
    currentText: block.kind === 'removed' ? null : block.newText,
    html: block.oldHtml,
    insert: block.kind === 'removed',
  });
  tell(applied ? 'restored_paragraph' : 'restore_failed');
  return applied;
}
