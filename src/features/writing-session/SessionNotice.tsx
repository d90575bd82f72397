/**
 * The visual notice at the end of a phase, in the size the author chose: small (a card in the
 * corner), medium (a banner at the top) or large (a modal dialog). The words of the finished
 * writing session are in it. It stays until dismissed or the next session starts, in every tab.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { describeEnd } from './end-message';
import {
  noticeSizeAtom,
  pomodoroAtom,
  sessionLengthsAtom,
  timerActionAtom,
  timerAtom,
} from './session-atoms';
import { unlockAudio } from './sounds';

function NoticeBody({ titleId, bodyId }: { titleId: string; bodyId: string }) {
  const { t, i18n } = useTranslation();
  const timer = useAtomValue(timerAtom);
  const lengths = useAtomValue(sessionLengthsAtom);
  if (!timer.lastEnd) return null;
  const message = describeEnd(t, i18n.language, timer.lastEnd, lengths);
  return (
    <>
      <p id={titleId} className="session-notice__title">
        {message.title}
      </p>
      <div id={bodyId}>
        {message.lines.map((line) => (
          <p key={line} className="session-notice__line">
            {line}
          </p>
        ))}
      </div>
    </>
  );
}

function NoticeActions() {
  const { t } = useTranslation();
  const timer = useAtomValue(timerAtom);
  const act = useSetAtom(timerActionAtom);
  const onBreak = timer.phase !== 'work' && timer.status !== 'idle';
  const waiting = timer.phase === 'work' && timer.status === 'idle';
  const startWriting = () => {
    unlockAudio();
    if (onBreak) act('skip');
    act('start');
  };
  return (
    <div className="session-notice__actions">
      {(waiting || onBreak) && (
        <button type="button" className="button button--primary" onClick={startWriting}>
          {onBreak ? t('writingSession.start_writing_now') : t('writingSession.start_writing')}
        </button>
      )}
      <button type="button" className="button" onClick={() => act('dismiss')}>
        {t('writingSession.dismiss')}
      </button>
    </div>
  );
}

function LargeNotice({ endedAt }: { endedAt: number }) {
  const ref = useRef<HTMLDialogElement>(null);
  const act = useSetAtom(timerActionAtom);
  const titleId = useId();
  const bodyId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens again for each new end.
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, [endedAt]);
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      className="dialog session-notice session-notice--large"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(e) => {
        e.preventDefault();
        act('dismiss');
      }}
      // Escape closes the notice only (in serenity mode it would also leave the mode).
      onKeyDown={(e) => {
        if (e.key === 'Escape') e.stopPropagation();
      }}
    >
      <NoticeBody titleId={titleId} bodyId={bodyId} />
      <NoticeActions />
    </dialog>
  );
}

export function SessionNotice() {
  const settings = useAtomValue(pomodoroAtom);
  const size = useAtomValue(noticeSizeAtom);
  const lastEnd = useAtomValue(timerAtom).lastEnd;
  const titleId = useId();
  const bodyId = useId();
  if (!lastEnd || !settings?.notification_ui.is_active) return null;
  if (size === 'large') return <LargeNotice endedAt={lastEnd.endedAt} />;
  return (
    <section className={`session-notice session-notice--${size}`} aria-labelledby={titleId}>
      <div role="alert">
        <NoticeBody titleId={titleId} bodyId={bodyId} />
      </div>
      <NoticeActions />
    </section>
  );
}
