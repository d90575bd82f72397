/**
 * The Book info and Copyright forms in the draft journal: each unsent field value is kept
 * synchronously under `record:<table>`, and replayed into the same book at the next start.
 */

import { dropDraft, journalField, pendingDrafts, settleField } from '../../session/draft-journal';
import type { FieldJournal } from './draft-saver';
import { saveCopyright, saveFrontmatter } from './records';

export type JournaledRecord = 'frontmatter' | 'copyright';

/** The journal of one record's form. */
export function recordJournal(table: JournaledRecord): FieldJournal {
  const target = `record:${table}`;
  return {
    write: (field, value) => journalField(target, field, value),
    settle: (field, value) => settleField(target, field, value),
  };
}

const savers: Record<JournaledRecord, (fields: Record<string, unknown>) => Promise<unknown>> = {
  frontmatter: saveFrontmatter,
  copyright: saveCopyright,
};

/** Stores the form fields a closed tab left unsent (open book only); returns how many. */
export async function replayRecordDrafts(documentId: string): Promise<number> {
  let replayed = 0;
  for (const draft of pendingDrafts()) {
    const table = draft.target.startsWith('record:') ? draft.target.slice(7) : '';
    if (!draft.fields || !(table in savers)) continue;
    if (draft.doc && draft.doc !== documentId) {
      dropDraft(draft.target);
      continue;
    }
    try {
      await savers[table as JournaledRecord](draft.fields);
      for (const [field, value] of Object.entries(draft.fields))
        settleField(draft.target, field, value);
      replayed += Object.keys(draft.fields).length;
    } catch (error) {
      console.error('Replaying a form draft failed; it is kept for the next start', error);
    }
  }
  return replayed;
}

/** The journals of the two forms (stable objects). */
export const FRONTMATTER_JOURNAL = recordJournal('frontmatter');
export const COPYRIGHT_JOURNAL = recordJournal('copyright');
