/** Auto-save status in the toolbar: saving, saved at, error, next save. */
import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../state/jotai';
import { autosaveStatusAtom } from './autosave/autosave-atoms';

export function AutosaveStatusView() {
  const { t, i18n } = useTranslation();
  const status = useAtomValue(autosaveStatusAtom);
  if (!status.enabled)
    return <span className="autosave-status muted">{t('autosave.status_off')}</span>;
  const time = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(ms);
  let text: string;
  if (status.inProgress) text = t('autosave.status_saving');
  else if (status.error) text = t('autosave.status_error', { reason: status.error.reason });
  else if (status.lastSaveTime)
    text = t('autosave.status_saved_at', { time: time(status.lastSaveTime) });
  else text = t('autosave.status_on');
  const next =
    status.nextSaveTime && !status.inProgress
      ? t('autosave.status_next', { time: time(status.nextSaveTime) })
      : '';
  return (
    <span
      className={`autosave-status ${status.error ? 'autosave-status--error' : ''}`}
      title={next}
    >
      {text}
    </span>
  );
}
