/**
 * The book's colour labels (14 by default, spec colours and alphas): listed in their order and
 * renamed (the `label` text, e.g. "draft"). Giving a label to a page or folder is a tree
 * operation (`setNodeLabel` in domains/tree).
 */
import { AppError } from '../../contract/errors';
import type { LabelRecord } from '../../contract/records';
import { toPlainText } from '../../core/sanitize-html';
import type { DbSession } from '../../db/session';

/** Longest label text kept. */
export const LABEL_TEXT_MAX = 40;

export function createLabelHandlers(session: DbSession) {
  const labels = () => session.get().labels;

  return {
    /** Every label of the book, in the order they were made. */
    async listLabels(): Promise<LabelRecord[]> {
      return labels().toArray();
    },

    /** Names a label (plain text, trimmed, up to 40 characters; '' goes back to its colour). */
    async renameLabel(uuid: string, text: string): Promise<LabelRecord> {
      const label = await labels().where('uuid').equals(String(uuid)).first();
      if (!label?.id) throw new AppError('record_not_found', { id: String(uuid), table: 'labels' });
      const raw = typeof text === 'string' ? text : '';
      const clean = (/[<&]/.test(raw) ? toPlainText(raw) : raw)
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, LABEL_TEXT_MAX);
      await labels().update(label.id, { label: clean });
      session.changed('labels', [label.id]);
      return { ...label, label: clean };
    },
  };
}
