/**
 * The end-of-phase sounds, made in the browser with the Web Audio API: no audio file is fetched.
 * Each sound is a short list of sine partials with a fast attack and an exponential decay. A
 * browser lets a page play sound only after the author has used it, so `unlockAudio` is called
 * from clicks (Start, Play sound) to create and resume the one audio context.
 */
import type { SoundName } from './pomodoro-settings';

/** One tone: frequency in Hz, start and length in seconds, peak gain (0..1). */
export interface Tone {
  frequency: number;
  start: number;
  duration: number;
  gain: number;
}

/** A struck bell: a fundamental with inharmonic overtones that fade faster than it does. */
const bell = (at: number, f: number): Tone[] => [
  { frequency: f, start: at, duration: 2.6, gain: 0.22 },
  { frequency: f * 2.01, start: at, duration: 1.8, gain: 0.1 },
  { frequency: f * 2.76, start: at, duration: 1.2, gain: 0.07 },
  { frequency: f * 5.4, start: at, duration: 0.6, gain: 0.035 },
];

/** The partials of each sound. */
export const SOUND_RECIPES: Record<SoundName, Tone[]> = {
  bell: [...bell(0, 587.33), ...bell(1.1, 587.33)],
  // Two soft notes falling a major third, like a door chime.
  chime: [
    { frequency: 1318.5, start: 0, duration: 1.4, gain: 0.14 },
    { frequency: 2637, start: 0, duration: 0.5, gain: 0.03 },
    { frequency: 1046.5, start: 0.45, duration: 1.8, gain: 0.14 },
    { frequency: 2093, start: 0.45, duration: 0.6, gain: 0.03 },
  ],
  // Three short, quiet beeps.
  soft_beep: [0, 0.3, 0.6].map((start) => ({ frequency: 880, start, duration: 0.16, gain: 0.12 })),
};

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor = globalThis.AudioContext;
  if (typeof Ctor !== 'function') return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** Creates and resumes the audio context; call it from a click or key press. */
export function unlockAudio(): void {
  const ctx = audioContext();
  if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
}

/** Plays a sound now; quietly does nothing where the browser has no audio or refuses it. */
export function playSound(name: SoundName): void {
  const ctx = audioContext();
  if (!ctx) return;
  const play = () => {
    const t0 = ctx.currentTime + 0.02;
    const master = ctx.createGain();
    master.gain.value = 0.9;
    master.connect(ctx.destination);
    for (const p of SOUND_RECIPES[name]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = p.frequency;
      const start = t0 + p.start;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(p.gain, start + 0.012);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + p.duration);
      osc.connect(gain).connect(master);
      osc.start(start);
      osc.stop(start + p.duration + 0.05);
    }
  };
  if (ctx.state === 'suspended') {
    ctx.resume().then(play, () => undefined);
  } else {
    play();
  }
}
