/** The saved/unsaved hint of a form: a polite status line, and an alert when a save failed. */
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from '../../session/draft-saver';

interface State {
  status: SaveStatus;
  error: string | null;
}

/** Shows the combined state of the drafts a form saves through. */
export function SaveStatusLine({ states }: { states: readonly State[] }) {
  const { t } = useTranslation();
  const error = states.find((s) => s.status === 'failed')?.error ?? null;
  const saving = states.some((s) => s.status === 'saving');
  const saved = states.some((s) => s.status === 'saved');
  const text = saving ? t('book_info.saving') : saved && !error ? t('book_info.saved') : '';
  return (
    <div className="save-status">
      <p role="status" className="muted">
        {text}
      </p>
      {error && (
        <p role="alert" className="form-error">
          {t('book_info.save_failed', { message: error })}
        </p>
      )}
    </div>
  );
}
