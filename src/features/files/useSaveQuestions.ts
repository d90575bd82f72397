/** The question asked when a save would replace another book, more words, or not a book. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveOutcome } from '../../../workers/contract/book-file';
import { useChoose } from '../../components/confirm';
import { formatNumber, isolateFor } from '../../i18n/format';
import { snakeCase } from '../../i18n/keys';
import type { ConflictAnswer } from './save-book';

type Conflict = Extract<SaveOutcome, { kind: 'conflict' }>;

export function useSaveQuestions(): { resolveConflict: (c: Conflict) => Promise<ConflictAnswer> } {
  const { t, i18n } = useTranslation();
  const choose = useChoose();
  const direction = i18n.dir();
  const resolveConflict = useCallback(
    (conflict: Conflict) => {
      const n = (value: number) => formatNumber(i18n.language, value);
      const isolate = isolateFor(direction);
      const reason = snakeCase(conflict.reason);
      const values = {
        fileName: isolate(conflict.fileName),
        existingTitle: isolate(conflict.existing.title || conflict.fileName),
        existingWords: n(conflict.existing.words),
        title: isolate(conflict.current.title),
        words: n(conflict.current.words),
      };
      return choose<ConflictAnswer>({
        title: t(`files.conflict.title_${reason}`),
        text: `${t(`files.conflict.text_${reason}`, values)} ${t('files.conflict.hint')}`,
        choices: [
          { value: 'keep-both', label: t('files.conflict.keep_both'), style: 'primary' },
          { value: 'elsewhere', label: t('files.conflict.elsewhere') },
          { value: 'replace', label: t('files.conflict.replace'), style: 'danger' },
          { value: 'cancel', label: t('files.cancel') },
        ],
        cancelValue: 'cancel',
      });
    },
    [choose, direction, i18n.language, t],
  );
  return { resolveConflict };
}
