/** The notice area: toasts for saves, imports and errors, announced politely (errors assertively). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import {
  dismissNoticeAtom,
  noticesAtom,
  pushNoticeAtom,
  takeCarriedNotice,
} from '../../state/notify-atoms';
import './notices.css';

export function Notices() {
  const { t } = useTranslation();
  const notices = useAtomValue(noticesAtom);
  const dismiss = useSetAtom(dismissNoticeAtom);
  const push = useSetAtom(pushNoticeAtom);

  useEffect(() => {
    const carried = takeCarriedNotice();
    if (carried) push(carried);
  }, [push]);

  useEffect(() => {
    const timers = notices
      .filter((n) => n.level === 'success' || n.level === 'info')
      .map((n) => setTimeout(() => dismiss(n.id), 8000));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [notices, dismiss]);

  return (
    <div className="notices">
      <div role="status" aria-live="polite">
        {notices
          .filter((n) => n.level !== 'error')
          .map((n) => (
            <div key={n.id} className={`notice notice--${n.level}`}>
              <div>
                <p>{n.message}</p>
                {n.detail && <p className="notice__detail">{n.detail}</p>}
              </div>
              <button type="button" className="icon-button" onClick={() => dismiss(n.id)}>
                {t('notices.dismiss')}
              </button>
            </div>
          ))}
      </div>
      <div role="alert">
        {notices
          .filter((n) => n.level === 'error')
          .map((n) => (
            <div key={n.id} className="notice notice--error">
              <div>
                <p>{n.message}</p>
                {n.detail && <p className="notice__detail">{n.detail}</p>}
              </div>
              <button type="button" className="icon-button" onClick={() => dismiss(n.id)}>
                {t('notices.dismiss')}
              </button>
            </div>
          ))}
      </div>
    </div>
  );
}
