import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../state/jotai';
import {
  clearLinks,
  SYNCING_SHOWN_AFTER_MS,
  setLink,
  setUnsynced,
  socketStateAtom,
  syncStatusAtom,
} from './sync-atoms';

const status = () => appStore.get(syncStatusAtom);

beforeEach(() => {
  vi.useFakeTimers();
  clearLinks();
  appStore.set(socketStateAtom, 'connected');
  setLink('page', { synced: true });
});
afterEach(() => {
  clearLinks();
  vi.useRealTimers();
});

describe('the shared book’s status', () => {
  it('does not blink to "syncing" for a change the server answers at once (every key typed)', () => {
    const seen: string[] = [];
    const stop = appStore.sub(syncStatusAtom, () => seen.push(status().state));
    for (let key = 0; key < 20; key++) {
      setUnsynced('page', 1);
      vi.advanceTimersByTime(40);
      setUnsynced('page', 0);
    }
    vi.advanceTimersByTime(SYNCING_SHOWN_AFTER_MS * 2);
    stop();
    expect(seen).toEqual([]);
    expect(status().state).toBe('connected');
  });

  it('says "syncing" while changes stay unanswered, and "connected" once they are answered', () => {
    setUnsynced('page', 1);
    setUnsynced('page', 2);
    vi.advanceTimersByTime(SYNCING_SHOWN_AFTER_MS - 1);
    expect(status().state).toBe('connected');
    vi.advanceTimersByTime(1);
    expect(status().state).toBe('syncing');
    setUnsynced('page', 1);
    expect(status().state).toBe('syncing');
    setUnsynced('page', 0);
    expect(status().state).toBe('connected');
  });

  it('is the same object while it stays the same, so its readers do not re-render', () => {
    const before = status();
    setLink('page', { synced: true });
    setLink('other', { synced: true });
    expect(status()).toBe(before);
    setLink('other', { refused: 'Wrong secret' });
    const refused = status();
    expect(refused).toEqual({ state: 'refused', reason: 'Wrong secret' });
    setLink('page', { synced: false });
    expect(status()).toBe(refused);
  });

  it('forgets what a closed provider had pending', () => {
    setUnsynced('page', 3);
    setLink('page', null);
    vi.advanceTimersByTime(SYNCING_SHOWN_AFTER_MS);
    expect(status().state).toBe('connected');
  });
});
