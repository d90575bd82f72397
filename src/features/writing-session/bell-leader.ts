/**
 * Only one tab rings. The tabs of the app share one timer (localStorage); the tab that holds a
 * Web Lock is the one that ends phases on time and rings the bell, the others show what it
 * writes. When it closes, the lock passes to another tab. Where the browser has no Web Locks,
 * every tab rings for itself (they all compute the same ends from the clock).
 */
import { useEffect, useState } from 'react';

export const BELL_LOCK_NAME = 'story-builder:writing-session-bell';

/** True while this tab holds the bell. */
export function useBellLeader(): boolean {
  const hasLocks = typeof navigator !== 'undefined' && 'locks' in navigator;
  const [leader, setLeader] = useState(!hasLocks);
  useEffect(() => {
    if (!hasLocks) return;
    const abort = new AbortController();
    let release: () => void = () => undefined;
    navigator.locks
      .request(BELL_LOCK_NAME, { signal: abort.signal }, () => {
        setLeader(true);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      })
      .catch(() => {
        // Aborted on unmount; otherwise locks are refused here (an opaque origin): ring alone.
        if (!abort.signal.aborted) setLeader(true);
      });
    return () => {
      abort.abort();
      release();
      setLeader(false);
    };
  }, [hasLocks]);
  return leader;
}
