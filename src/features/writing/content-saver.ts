/**
 * Saves editor content to the worker: journaled first (see draft-journal), then stored; the
 * number of saves in flight is tracked so closing the tab can warn.
 */
import type { SingleSection } from '../../../workers/contract/constants';
import { workerApi } from '../../worker-client/client';
import { forgetPageRead } from '../sections/page-loads';
import { dropDraft, journalDraft, pendingDrafts, settleDraft } from './draft-journal';

let inFlight = 0;
const listeners = new Set<(busy: boolean) => void>();
const notify = () => {
  for (const l of listeners) l(inFlight > 0);
};

export const savesInFlight = (): number => inFlight;
export function onSavingChange(listener: (busy: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type SaveTarget =
  | { kind: 'page'; id: string }
  | { kind: 'section'; table: SingleSection }
  | { kind: 'appendix'; id: number };

export const targetKey = (t: SaveTarget): string =>
  t.kind === 'page'
    ? `page:${t.id}`
    : t.kind === 'section'
      ? `section:${t.table}`
      : `appendix:${t.id}`;

function parseTarget(key: string): SaveTarget | null {
  const [kind, rest] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  if (kind === 'page' && rest) return { kind, id: rest };
  if (kind === 'section' && rest) return { kind, table: rest as SingleSection };
  if (kind === 'appendix' && rest && Number.isFinite(Number(rest)))
    return { kind, id: Number(rest) };
  return null;
}

async function store(target: SaveTarget, html: string): Promise<boolean> {
  const api = workerApi();
  const result =
    target.kind === 'page'
      ? await api.savePageContent(target.id, html)
      : target.kind === 'section'
        ? await api.saveSection(target.table, html)
        : await api.updateAppendix(target.id, { content: html });
  if (!result.success) console.error('Saving content failed', result.error);
  return result.success;
}

/** Journals and stores one content change; resolves true once the worker has it. */
export async function saveContent(target: SaveTarget, html: string): Promise<boolean> {
  const key = targetKey(target);
  if (target.kind === 'page') forgetPageRead(target.id);
  journalDraft(key, html);
  inFlight += 1;
  notify();
  try {
    const ok = await store(target, html);
    if (ok) settleDraft(key, html);
    return ok;
  } finally {
    inFlight -= 1;
    notify();
  }
}

/**
 * Replays page and section drafts a tab left when it closed or crashed before the worker stored
 * them (only those of the open book); returns how many were stored.
 */
export async function replayPendingDrafts(documentId: string): Promise<number> {
  let replayed = 0;
  for (const draft of pendingDrafts()) {
    if (draft.html === undefined) continue; // record drafts are replayed by their forms' module
    if (draft.doc && draft.doc !== documentId) {
      dropDraft(draft.target); // another book's: that book was replaced and snapshotted
      continue;
    }
    const target = parseTarget(draft.target);
    if (!target) continue;
    if (await store(target, draft.html)) {
      settleDraft(draft.target, draft.html);
      replayed += 1;
    }
  }
  return replayed;
}
