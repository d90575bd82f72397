/**
 * The timer in the Tools panel: the phase, the time left, every control (Start, Pause, Resume,
 * Skip, Reset), the sessions completed in this cycle and the words written — live during a
 * session, and the last session's once it ends.
 */
import { Pause, Play, RotateCcw, SkipForward } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { sessionLengthsAtom, timerActionAtom, timerAtom, wordsReadingAtom } from './session-atoms';
import { useClockUntil } from './session-clock';
import { remainingMs, SESSIONS_BEFORE_LONG_BREAK, wordsSince } from './session-machine';
import { unlockAudio } from './sounds';
import { TimeLeft, usePhaseNames } from './TimeLeft';

const ICON = { 'aria-hidden': true, size: 16, strokeWidth: 1.75 } as const;

export function SessionControls() {
  const { t, i18n } = useTranslation();
  const timer = useAtomValue(timerAtom);
  const lengths = useAtomValue(sessionLengthsAtom);
  const reading = useAtomValue(wordsReadingAtom);
  const act = useSetAtom(timerActionAtom);
  const names = usePhaseNames();
  const now = useClockUntil(timer.status === 'running' ? timer.endsAt : null);
  const fmt = (n: number) => formatNumber(i18n.language, n);
  // Sessions done in this cycle of four (all four during the long break that ends it).
  const inCycle =
    timer.phase === 'long_break'
      ? SESSIONS_BEFORE_LONG_BREAK
      : timer.completed % SESSIONS_BEFORE_LONG_BREAK;
  const live = timer.phase === 'work' ? wordsSince(timer.startWords, reading) : null;
  const last = timer.history.at(-1);
  const phaseTitle = {
    work: t('writingSession.phase_work'),
    short_break: t('writingSession.phase_short_break'),
    long_break: t('writingSession.phase_long_break'),
  }[timer.phase];

  return (
    <div className={`session-controls session-controls--${timer.phase}`}>
      <p className="session-controls__phase">{phaseTitle}</p>
      <TimeLeft
        className="session-controls__time"
        ms={remainingMs(timer, lengths, now)}
        name={names[timer.phase]}
        paused={timer.status === 'paused'}
      />
      <div className="session-controls__buttons">
        {timer.status === 'running' ? (
          <button type="button" className="button" onClick={() => act('pause')}>
            <Pause {...ICON} />
            {t('writingSession.pause')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              unlockAudio();
              act(timer.status === 'paused' ? 'resume' : 'start');
            }}
          >
            <Play {...ICON} />
            {timer.status === 'paused' ? t('writingSession.resume') : t('writingSession.start')}
          </button>
        )}
        <button
          type="button"
          className="button"
          disabled={timer.status === 'idle'}
          onClick={() => act('skip')}
        >
          <SkipForward {...ICON} />
          {t('writingSession.skip')}
        </button>
        <button
          type="button"
          className="button"
          disabled={timer.status === 'idle' && timer.completed === 0 && !timer.lastEnd}
          onClick={() => act('reset')}
        >
          <RotateCcw {...ICON} />
          {t('writingSession.reset')}
        </button>
      </div>
      <div className="session-controls__cycle">
        <span className="session-controls__dots" aria-hidden="true">
          {Array.from({ length: SESSIONS_BEFORE_LONG_BREAK }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: four fixed positions.
            <span key={i} className={i < inCycle ? 'is-done' : undefined} />
          ))}
        </span>
        <span>{t('writingSession.completed', { done: fmt(timer.completed) })}</span>
      </div>
      <p className="muted session-controls__hint">{t('writingSession.long_break_hint')}</p>
      {live !== null && timer.status !== 'idle' && (
        <p>{t('writingSession.words_so_far', { words: fmt(live) })}</p>
      )}
      {last !== undefined && last !== null && (
        <p>{t('writingSession.words_last', { words: fmt(last) })}</p>
      )}
    </div>
  );
}
