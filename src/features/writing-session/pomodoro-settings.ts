/**
 * The book's writing-session settings (book_metrics.metrics.metrics_widgets.pomodoro) read with
 * their defaults and bounds, whatever an older or hand-edited book file holds.
 */
import { DEFAULT_BOOK_METRICS } from '../../../workers/contract/constants';
import type { BookMetrics } from '../../../workers/contract/records';
import type { SessionLengths } from './session-machine';

export type PomodoroSettings = BookMetrics['metrics_widgets']['pomodoro'];
export const DEFAULT_POMODORO: PomodoroSettings = DEFAULT_BOOK_METRICS.metrics_widgets.pomodoro;

export const SOUND_NAMES = ['bell', 'chime', 'soft_beep'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

export const NOTICE_SIZES = ['small', 'medium', 'large'] as const;
export type NoticeSize = (typeof NOTICE_SIZES)[number];

/** Whole minutes each length may take. */
export const LENGTH_BOUNDS: Record<keyof SessionLengths, { min: number; max: number }> = {
  work: { min: 1, max: 180 },
  shortBreak: { min: 1, max: 60 },
  longBreak: { min: 1, max: 120 },
};

/** A length in whole minutes within its bounds, or null when `value` is not one. */
export function validLength(kind: keyof SessionLengths, value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) return null;
  const { min, max } = LENGTH_BOUNDS[kind];
  return n >= min && n <= max ? n : null;
}

/** The three lengths in minutes; a missing or out-of-bounds value gives its default. */
export function lengthsOf(p: PomodoroSettings | null | undefined): SessionLengths {
  const d = DEFAULT_POMODORO;
  return {
    work: validLength('work', p?.session_length) ?? d.session_length,
    shortBreak: validLength('shortBreak', p?.break?.short) ?? d.break.short,
    longBreak: validLength('longBreak', p?.break?.long) ?? d.break.long,
  };
}

/** The chosen bell; an unknown name gives the default bell. */
export const soundOf = (p: PomodoroSettings | null | undefined): SoundName =>
  SOUND_NAMES.find((s) => s === p?.notification_sound?.sound) ?? 'bell';

/** The chosen notice size; an unknown size gives small. */
export const noticeSizeOf = (p: PomodoroSettings | null | undefined): NoticeSize =>
  NOTICE_SIZES.find((s) => s === p?.notification_ui?.size) ?? 'small';
