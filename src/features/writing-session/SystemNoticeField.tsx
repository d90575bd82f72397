/**
 * The author's choice to be notified through the system while the app is in the background.
 * Ticking it asks the browser's permission (from the click, as browsers require); a refusal or a
 * browser without notifications is said plainly, and the bell and the notice still work.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtom } from '../../state/jotai';
import { systemNoticeWantedAtom } from './session-atoms';
import {
  askNotificationPermission,
  type NotifyPermission,
  notificationPermission,
} from './system-notification';

export function SystemNoticeField() {
  const { t } = useTranslation();
  const hintId = useId();
  const [wanted, setWanted] = useAtom(systemNoticeWantedAtom);
  const [permission, setPermission] = useState<NotifyPermission>(notificationPermission);
  const [asking, setAsking] = useState(false);
  const checked = wanted && permission === 'granted';
  const problem =
    permission === 'unsupported'
      ? t('writingSession.system_unsupported')
      : permission === 'denied'
        ? t('writingSession.system_denied')
        : null;

  const onChange = async (on: boolean) => {
    if (!on) {
      setWanted(false);
      return;
    }
    setAsking(true);
    const answer = await askNotificationPermission();
    setAsking(false);
    setPermission(answer);
    setWanted(answer === 'granted');
  };

  return (
    <div className="session-system-notice">
      <label className="radio">
        <input
          type="checkbox"
          checked={checked}
          disabled={asking || permission === 'unsupported'}
          aria-describedby={hintId}
          onChange={(e) => void onChange(e.target.checked)}
        />
        <span>{t('writingSession.system_notice')}</span>
      </label>
      <p id={hintId} className="muted session-hint" role="status">
        {problem ?? t('writingSession.system_hint')}
      </p>
    </div>
  );
}
