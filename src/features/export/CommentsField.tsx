/**
 * The Word export's "Include comments" (issue 31 item 5): shown only when the book has comment
 * threads (a book never shared has none, and is not asked), off by default and for one export
 * at a time. The threads become Word comments on their text, replies under them, resolved ones
 * marked resolved.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportChoices } from '../../../workers/contract/export';
import { formatNumber } from '../../i18n/format';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';

interface Props {
  choices: ExportChoices;
  onChange: (choices: ExportChoices) => void;
}

export function CommentsField({ choices, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const count = useWorkerQuery(() => workerApi().bookCommentCount(), [], ['tree_nodes']);
  const threads = count.data?.threads ?? 0;
  if (threads === 0) return null;
  const number = (n: number) => formatNumber(i18n.language, n);
  return (
    <div className="export-dialog__comments">
      <label className="export-dialog__check">
        <input
          type="checkbox"
          aria-describedby={hintId}
          checked={choices.includeComments}
          onChange={(e) => onChange({ ...choices, includeComments: e.target.checked })}
        />
        {t('export.include_comments')}
      </label>
      <p id={hintId} className="muted export-dialog__hint">
        {t('export.include_comments_hint', {
          threads: number(threads),
          resolved: number(count.data?.resolved ?? 0),
        })}
      </p>
    </div>
  );
}
