/** The find panel's notice after a replace or its undo: what changed, Undo, Dismiss. */
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import type { ReplaceOutcome } from './useReplace';

export function ReplaceNotice({
  outcome,
  busy,
  onUndo,
  onDismiss,
}: {
  outcome: ReplaceOutcome;
  busy: boolean;
  onUndo: () => void;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(i18n.language, value);
  const message =
    outcome.kind === 'replaced'
      ? t('find.replaced', { matches: n(outcome.replaced), places: n(outcome.targets) })
      : outcome.kind === 'undone'
        ? t('find.undone', { places: n(outcome.restored) })
        : outcome.kind === 'nothing'
          ? t('find.nothing_replaced')
          : outcome.message;
  return (
    <div
      className={outcome.kind === 'failed' ? 'find-notice find-notice--error' : 'find-notice'}
      role="status"
    >
      <p>{message}</p>
      {outcome.kind === 'replaced' && outcome.changedSince > 0 && (
        <p>{t('find.changed_since', { places: n(outcome.changedSince) })}</p>
      )}
      {outcome.kind === 'replaced' && outcome.undo && (
        <button type="button" className="button" disabled={busy} onClick={onUndo}>
          {t('find.undo')}
        </button>
      )}
      <button type="button" className="button" onClick={onDismiss}>
        {t('find.dismiss')}
      </button>
    </div>
  );
}
