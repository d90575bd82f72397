// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { LOCAL_ORIGIN } from './page-provider';
import { keepPageUpdates } from './page-updates';

afterEach(() => vi.useRealTimers());

describe('keepPageUpdates', () => {
  it('stores the page’s updates merged, not the state applied from this browser, and the rest when it stops', () => {
    vi.useFakeTimers();
    const doc = new Y.Doc();
    const stored: Uint8Array[] = [];
    const kept = keepPageUpdates(doc, (update) => stored.push(update));
    const fromBrowser = new Y.Doc();
    fromBrowser.getText('root').insert(0, 'Stored. ');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(fromBrowser), LOCAL_ORIGIN);
    vi.advanceTimersByTime(300);
    expect(stored).toHaveLength(0);
    doc.getText('root').insert(8, 'One');
    doc.getText('root').insert(11, ' two');
    expect(stored).toHaveLength(0);
    vi.advanceTimersByTime(300);
    expect(stored).toHaveLength(1);
    doc.getText('root').insert(15, ' three');
    kept.stop();
    expect(stored).toHaveLength(2);

    const elsewhere = new Y.Doc();
    Y.applyUpdate(elsewhere, Y.encodeStateAsUpdate(fromBrowser));
    for (const update of stored) Y.applyUpdate(elsewhere, update);
    expect(elsewhere.getText('root').toString()).toBe('Stored. One two three');
    // Nothing typed after it stopped is stored.
    doc.getText('root').insert(0, 'x');
    vi.advanceTimersByTime(1000);
    expect(stored).toHaveLength(2);
  });
});
