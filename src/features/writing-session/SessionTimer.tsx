/**
 * The compact timer: the time left (a `timer` named after the phase) with Start, Pause or Resume
 * and Skip. In the toolbar in full UI; a quiet pill in a corner in serenity mode. Shown while
 * writing sessions are switched on for the book.
 */
import { Coffee, Pause, PenLine, Play, SkipForward } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/IconButton';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import {
  pomodoroActiveAtom,
  sessionLengthsAtom,
  timerActionAtom,
  timerAtom,
} from './session-atoms';
import { useClockUntil } from './session-clock';
import { remainingMs } from './session-machine';
import { unlockAudio } from './sounds';
import { TimeLeft, usePhaseNames } from './TimeLeft';

export function SessionTimer({ variant }: { variant: 'toolbar' | 'floating' }) {
  const { t } = useTranslation();
  const active = useAtomValue(pomodoroActiveAtom);
  const timer = useAtomValue(timerAtom);
  const lengths = useAtomValue(sessionLengthsAtom);
  const act = useSetAtom(timerActionAtom);
  const names = usePhaseNames();
  const now = useClockUntil(timer.status === 'running' ? timer.endsAt : null);
  if (!active) return null;
  const left = remainingMs(timer, lengths, now);
  const main =
    timer.status === 'running'
      ? { label: t('writingSession.pause'), icon: Pause, action: 'pause' as const }
      : timer.status === 'paused'
        ? { label: t('writingSession.resume'), icon: Play, action: 'resume' as const }
        : { label: t('writingSession.start'), icon: Play, action: 'start' as const };
  return (
    <fieldset className={`session-timer session-timer--${variant} session-timer--${timer.phase}`}>
      <legend className="visually-hidden">{t('writingSession.timer_group')}</legend>
      {timer.phase === 'work' ? (
        <PenLine aria-hidden="true" size={16} strokeWidth={1.75} className="session-timer__icon" />
      ) : (
        <Coffee aria-hidden="true" size={16} strokeWidth={1.75} className="session-timer__icon" />
      )}
      <TimeLeft
        className="session-timer__time"
        ms={left}
        name={names[timer.phase]}
        paused={timer.status === 'paused'}
      />
      <IconButton
        label={main.label}
        icon={main.icon}
        onClick={() => {
          unlockAudio();
          act(main.action);
        }}
      />
      {timer.status !== 'idle' && (
        <IconButton
          className={variant === 'toolbar' ? 'toolbar-optional' : undefined}
          label={t('writingSession.skip')}
          icon={SkipForward}
          onClick={() => act('skip')}
        />
      )}
    </fieldset>
  );
}
