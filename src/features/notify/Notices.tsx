/** The notice area: toasts for saves, imports and errors, announced politely (errors assertively). */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import {
  dismissNoticeAtom,
  noticesAtom,
  pushNoticeAtom,
  takeCarriedNotice,
} from '../../state/notify-atoms';
import './notices.css';

/** How long a success or info notice stays. */
export const NOTICE_SHOWN_MS = 8000;

export function Notices() {
  const { t } = useTranslation();
  const notices = useAtomValue(noticesAtom);
  const dismiss = useSetAtom(dismissNoticeAtom);
  const push = useSetAtom(pushNoticeAtom);

  useEffect(() => {
    const carried = takeCarriedNotice();
    if (carried) push(carried);
  }, [push]);

  // Each success or info notice goes 8 s after it came, whatever comes or goes meanwhile (one
  // timer per notice: restarting them all at every change kept an old notice up while new
  // ones kept coming). Warnings and errors stay until dismissed.
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const shown = new Set(notices.map((n) => n.id));
    for (const [id, timer] of timers.current) {
      if (shown.has(id)) continue;
      clearTimeout(timer);
      timers.current.delete(id);
    }
    for (const n of notices) {
      if ((n.level !== 'success' && n.level !== 'info') || timers.current.has(n.id)) continue;
      const timer = setTimeout(() => {
        timers.current.delete(n.id);
        dismiss(n.id);
      }, NOTICE_SHOWN_MS);
      timers.current.set(n.id, timer);
    }
  }, [notices, dismiss]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

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
