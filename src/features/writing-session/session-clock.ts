/**
 * Time on the screen: the remaining time as a clock face ("24:59", "1:05:00"), and a hook that
 * re-renders on each second boundary of a running phase (the value shown comes from the clock,
 * so a throttled tab shows the right time on its next render).
 */
import { useEffect, useState } from 'react';

const twoDigits = new Map<string, Intl.NumberFormat>();
const plain = new Map<string, Intl.NumberFormat>();

function formats(language: string): [Intl.NumberFormat, Intl.NumberFormat] {
  let two = twoDigits.get(language);
  let one = plain.get(language);
  if (!two || !one) {
    two = new Intl.NumberFormat(language, { minimumIntegerDigits: 2, useGrouping: false });
    one = new Intl.NumberFormat(language, { useGrouping: false });
    twoDigits.set(language, two);
    plain.set(language, one);
  }
  return [two, one];
}

/** Milliseconds left as m:ss (h:mm:ss from an hour), rounded up to the whole second. */
export function formatClock(ms: number, language = 'en'): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const [two, one] = formats(language);
  return hours > 0
    ? `${one.format(hours)}:${two.format(minutes)}:${two.format(seconds)}`
    : `${two.format(minutes)}:${two.format(seconds)}`;
}

/** Date.now(), refreshed at each second boundary before `endsAt` (not refreshed when null). */
export function useClockUntil(endsAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) {
      setNow(Date.now());
      return;
    }
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = endsAt - current;
      if (left <= 0) return;
      timer = setTimeout(tick, (left % 1000 || 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [endsAt]);
  return now;
}
