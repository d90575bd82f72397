/** The time left in the current phase, as a `timer` named after the phase (and "paused"). */
import { useTranslation } from 'react-i18next';
import { formatClock } from './session-clock';
import type { Phase } from './session-machine';

/** The timer's accessible name for each phase ("Writing time left"…). */
export function usePhaseNames(): Record<Phase, string> {
  const { t } = useTranslation();
  return {
    work: t('writingSession.time_left_work'),
    short_break: t('writingSession.time_left_short_break'),
    long_break: t('writingSession.time_left_long_break'),
  };
}

export function TimeLeft({
  ms,
  name,
  paused,
  className,
}: {
  ms: number;
  name: string;
  paused: boolean;
  className: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <span
      role="timer"
      aria-label={paused ? t('writingSession.timer_paused', { phase: name }) : name}
      className={`${className}${paused ? ` ${className}--paused` : ''}`}
    >
      {formatClock(ms, i18n.language)}
    </span>
  );
}
