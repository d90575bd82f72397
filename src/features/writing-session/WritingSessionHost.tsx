/**
 * What runs the writing session for the whole visit (mounted once by the layout, in full UI and
 * serenity mode alike): in the tab that holds the bell, it ends each phase when the clock says
 * so (a one-shot timer at the end, and a check whenever the tab wakes) and rings — the chosen
 * sound and, in the background, a system notification. Every tab shows the notice.
 */
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom, useStore } from '../../state/jotai';
import { useBellLeader } from './bell-leader';
import { describeEnd } from './end-message';
import { SessionNotice } from './SessionNotice';
import {
  advanceTimerAtom,
  pomodoroActiveAtom,
  pomodoroAtom,
  sessionLengthsAtom,
  settleWordsAtom,
  soundChoiceAtom,
  systemNoticeWantedAtom,
  timerAtom,
  wordsReadingAtom,
} from './session-atoms';
import type { PhaseEnd } from './session-machine';
import { playSound } from './sounds';
import { showSystemNotification } from './system-notification';
import './writing-session.css';

const backgrounded = () => document.visibilityState === 'hidden' || !document.hasFocus();

function useRing(): (end: PhaseEnd) => void {
  const { t, i18n } = useTranslation();
  const store = useStore();
  return useCallback(
    (end: PhaseEnd) => {
      const settings = store.get(pomodoroAtom);
      if (settings?.notification_sound.is_active) playSound(store.get(soundChoiceAtom));
      if (store.get(systemNoticeWantedAtom) && backgrounded()) {
        const message = describeEnd(t, i18n.language, end, store.get(sessionLengthsAtom));
        showSystemNotification(message.title, message.lines.join('\n'));
      }
    },
    [store, t, i18n],
  );
}

export function WritingSessionHost() {
  const active = useAtomValue(pomodoroActiveAtom);
  const timer = useAtomValue(timerAtom);
  const leader = useBellLeader();
  const advance = useSetAtom(advanceTimerAtom);
  const ring = useRing();
  const endsAt = timer.status === 'running' ? timer.endsAt : null;
  const ticking = active && leader && endsAt !== null;
  const reading = useAtomValue(wordsReadingAtom);
  const settleWords = useSetAtom(settleWordsAtom);

  // Words typed just before the bell reach the total a moment later: count them in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the book's total changes.
  useEffect(() => {
    if (active) settleWords(Date.now());
  }, [reading, active, settleWords]);

  useEffect(() => {
    if (!ticking || endsAt === null) return;
    const check = () => {
      const ended = advance(Date.now());
      // After a long sleep several phases may have ended: one bell, for the last that rang out.
      const last = ended.filter((e) => !e.skipped).at(-1);
      if (last) ring(last);
    };
    // A single timer (not a chain) is not throttled to once a minute in a hidden tab.
    const timer = setTimeout(check, Math.max(0, endsAt - Date.now()) + 10);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    window.addEventListener('pageshow', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
      window.removeEventListener('pageshow', check);
    };
  }, [ticking, endsAt, advance, ring]);

  // The notice goes at the end of the app's frame: after the page in reading and Tab order, and
  // in its flow (a band above the toolbar or below the footer), so it never covers the page.
  const [frame, setFrame] = useState<Element | null>(null);
  useEffect(() => setFrame(document.querySelector('.app') ?? document.body), []);
  return active && frame ? createPortal(<SessionNotice />, frame) : null;
}
