/** The words that announce the end of a phase: the banner and the system notification say the same. */
import type { TFunction } from 'i18next';
import { formatNumber } from '../../i18n/format';
import type { PhaseEnd, SessionLengths } from './session-machine';

export interface EndMessage {
  title: string;
  /** One sentence per line: the words written (when known), then what comes next. */
  lines: string[];
}

export function describeEnd(
  t: TFunction,
  language: string,
  end: PhaseEnd,
  lengths: SessionLengths,
): EndMessage {
  if (end.phase !== 'work') {
    return { title: t('writingSession.end_break_title'), lines: [t('writingSession.next_work')] };
  }
  const lines: string[] = [];
  if (end.words !== null) {
    lines.push(t('writingSession.words_written', { words: formatNumber(language, end.words) }));
  }
  lines.push(
    end.next === 'long_break'
      ? t('writingSession.next_long', { minutes: formatNumber(language, lengths.longBreak) })
      : t('writingSession.next_short', { minutes: formatNumber(language, lengths.shortBreak) }),
  );
  return { title: t('writingSession.end_work_title'), lines };
}
