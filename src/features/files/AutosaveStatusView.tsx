/** Auto-save status in the toolbar: off, on (next save in the tooltip), saving, or failed. */
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
  // The failure in the author's words, never the browser's English (files.failure.*).
  else if (status.error)
    text = t('autosave.status_error', { reason: t(`files.failure.${status.error.failure}`) });
  // Where and when the last save went is the save indicator's to tell (file or private storage).
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
