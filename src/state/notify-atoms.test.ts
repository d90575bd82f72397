import { describe, expect, it } from 'vitest';
import { createStore } from './jotai';
import { dismissNoticeAtom, noticesAtom, pushNoticeAtom } from './notify-atoms';

describe('notices', () => {
  it('answers the id of a pushed notice, so the work that pushed it can take it away', () => {
    const store = createStore();
    const started = store.set(pushNoticeAtom, { level: 'info', message: 'Merging a.json…' });
    const done = store.set(pushNoticeAtom, { level: 'success', message: 'Merged a.json.' });
    expect(started).not.toBe(done);
    store.set(dismissNoticeAtom, started);
    expect(store.get(noticesAtom).map((n) => n.message)).toEqual(['Merged a.json.']);
  });

  it('keeps the four newest notices', () => {
    const store = createStore();
    for (let i = 1; i <= 6; i += 1) store.set(pushNoticeAtom, { level: 'info', message: `n${i}` });
    expect(store.get(noticesAtom).map((n) => n.message)).toEqual(['n3', 'n4', 'n5', 'n6']);
  });
});
