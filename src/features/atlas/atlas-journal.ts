/**
 * Atlas edits in the draft journal (src/session/draft-journal.ts): every change is written
 * there synchronously as it is typed, under `atlas:<kind>:<id>`, and settled once the worker
 * stored it. A tab closed within the save delay leaves it there; the next start replays it into
 * the same book.
 */
import { type AtlasChange, isAtlasKind } from '../../../workers/contract/atlas';
import { dropDraft, journalField, pendingDrafts, settleField } from '../../session/draft-journal';
import { workerApi } from '../../worker-client/client';

/** The journal field that holds a record's tags. */
const TAGS = '__tags';

export const atlasTarget = (kind: string, id: number) => `atlas:${kind}:${id}`;

export function journalAtlasChange(target: string, change: AtlasChange): void {
  for (const [field, value] of Object.entries(change.fields ?? {}))
    journalField(target, field, value);
  if (change.tags !== undefined) journalField(target, TAGS, change.tags);
}

export function settleAtlasChange(target: string, change: AtlasChange): void {
  for (const [field, value] of Object.entries(change.fields ?? {}))
    settleField(target, field, value);
  if (change.tags !== undefined) settleField(target, TAGS, change.tags);
}

/** Stores the atlas edits a closed tab left unsent (open book only); returns how many. */
export async function replayAtlasDrafts(documentId: string): Promise<number> {
  let replayed = 0;
  for (const draft of pendingDrafts()) {
    const match = /^atlas:(\w+):(\d+)$/.exec(draft.target);
    if (!match || !draft.fields || !isAtlasKind(match[1])) continue;
    if (draft.doc && draft.doc !== documentId) {
      dropDraft(draft.target);
      continue;
    }
    const { [TAGS]: tags, ...fields } = draft.fields;
    const change: AtlasChange = { fields, ...(tags !== undefined ? { tags } : {}) };
    const result = await workerApi().updateAtlasRecord(match[1], Number(match[2]), change);
    if (result.success) {
      settleAtlasChange(draft.target, change);
      replayed += Object.keys(draft.fields).length;
    } else if (result.error.code === 'record_not_found') dropDraft(draft.target);
    else
      console.error('Replaying an atlas draft failed; it is kept for the next start', result.error);
  }
  return replayed;
}
