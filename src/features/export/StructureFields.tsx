/**
 * The book's structure in the export dialog (issue 25): the folders and pages left out of
 * exports in the tree, with "Include them in this export" (for this export only, never
 * remembered), and how chapters are numbered (none, Chapter One, Chapter 1, Chapter I).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHAPTER_NUMBERINGS,
  type ChapterNumbering,
  includedInExport,
} from '../../../workers/contract/book-structure';
import type { ExportChoices } from '../../../workers/contract/export';
import type { TreeNodeSummary } from '../../../workers/contract/records';
import type { TranslationKey } from '../../i18n/keys';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';

interface Props {
  choices: ExportChoices;
  onChange: (choices: ExportChoices) => void;
}

/** How each numbering shows chapter 1: its own words for none and words, else the label. */
const NUMBERING_SAMPLES: Readonly<Record<ChapterNumbering, { key: TranslationKey; n?: string }>> = {
  none: { key: 'export.chapter_numbers_none' },
  words: { key: 'export.chapter_numbers_words' },
  numerals: { key: 'export.chapter_label', n: '1' },
  roman: { key: 'export.chapter_label', n: 'I' },
};

/** The items left out of exports that are not inside another left-out or deleted item. */
export function leftOutItems(nodes: readonly TreeNodeSummary[]): TreeNodeSummary[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const shown = (n: TreeNodeSummary): boolean => {
    for (let p = n.parentId ? byId.get(n.parentId) : undefined; p; ) {
      if (p.mark_for_delete === 1 || !includedInExport(p)) return false;
      p = p.parentId ? byId.get(p.parentId) : undefined;
    }
    return n.mark_for_delete !== 1;
  };
  return nodes.filter((n) => !includedInExport(n) && shown(n));
}

export function LeftOutField({ choices, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const tree = useWorkerQuery(() => workerApi().fetchTree(), [], ['tree_nodes']);
  const items = tree.data ? leftOutItems(tree.data) : [];
  if (items.length === 0) return null;
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    items.map((n) => n.name),
  );
  return (
    <div className="export-dialog__left-out">
      <p id={hintId} className="muted export-dialog__hint">
        {t('export.left_out_list', { names })}
      </p>
      <label className="export-dialog__check">
        <input
          type="checkbox"
          aria-describedby={hintId}
          checked={choices.includeLeftOut}
          onChange={(e) => onChange({ ...choices, includeLeftOut: e.target.checked })}
        />
        {t('export.include_left_out')}
      </label>
    </div>
  );
}

export function ChapterNumbersField({ choices, onChange }: Props) {
  const { t, i18n } = useTranslation();
  // Chapter numbers in words are English words: offered where the book's words are English.
  const english = /^en\b/i.test(i18n.language);
  const options = CHAPTER_NUMBERINGS.filter((n) => n !== 'words' || english);
  return (
    <label className="export-dialog__field">
      <span>{t('export.chapter_numbers')}</span>
      <select
        value={choices.chapterNumbers}
        onChange={(e) =>
          onChange({ ...choices, chapterNumbers: e.target.value as ChapterNumbering })
        }
      >
        {options.map((n) => (
          <option key={n} value={n}>
            {t(NUMBERING_SAMPLES[n].key, { n: NUMBERING_SAMPLES[n].n ?? '' })}
          </option>
        ))}
      </select>
    </label>
  );
}
