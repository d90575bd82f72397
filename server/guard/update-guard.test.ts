import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { frame } from '../testing/message-frame';
import { checkIncomingMessage, MalformedMessage, stateLoads } from './update-guard';

function realUpdate(): Uint8Array {
  const doc = new Y.Doc();
  doc.getText('t').insert(0, 'a sentence long enough to need a few hundred bytes '.repeat(5));
  return Y.encodeStateAsUpdate(doc);
}

describe('the update guard', () => {
  it('lets a real update, a sync step 2 and other messages through', () => {
    expect(() => checkIncomingMessage(frame('b/page/p', [0, 2], realUpdate()))).not.toThrow();
    expect(() => checkIncomingMessage(frame('b/page/p', [0, 1], realUpdate()))).not.toThrow();
    expect(() => checkIncomingMessage(frame('b/page/p', [4, 2], realUpdate()))).not.toThrow();
    // Sync step 1 carries a state vector, awareness its own encoding: not the guard's to judge.
    expect(() => checkIncomingMessage(frame('b/page/p', [0, 0], Uint8Array.of(0)))).not.toThrow();
    expect(() => checkIncomingMessage(frame('b/page/p', [1], Uint8Array.of(1, 2)))).not.toThrow();
  });

  it('refuses garbage, truncated and bit-flipped updates', () => {
    const garbage = Uint8Array.from({ length: 64 }, (_, i) => (i * 37 + 11) % 256);
    expect(() => checkIncomingMessage(frame('b/page/p', [0, 2], garbage))).toThrow(
      MalformedMessage,
    );
    const cut = realUpdate().subarray(0, 20);
    expect(() => checkIncomingMessage(frame('b/page/p', [0, 2], cut))).toThrow(MalformedMessage);
    const whole = frame('b/page/p', [0, 2], realUpdate());
    expect(() => checkIncomingMessage(whole.subarray(0, whole.length - 5))).toThrow(
      MalformedMessage,
    );
    // Every flipped byte of a real update either is refused or still loads into a document.
    const update = realUpdate();
    for (let i = 0; i < update.length; i++) {
      const flipped = Uint8Array.from(update);
      flipped[i] = (flipped[i] ?? 0) ^ 0x5a;
      let refused = false;
      try {
        checkIncomingMessage(frame('b/page/p', [0, 2], flipped));
      } catch {
        refused = true;
      }
      if (!refused) {
        const doc = new Y.Doc();
        expect(() => Y.applyUpdate(doc, flipped), `byte ${i}`).not.toThrow();
        expect(stateLoads(Y.encodeStateAsUpdate(doc))).toBe(true);
      }
    }
  });

  it('refuses a broadcast from a client', () => {
    expect(() =>
      checkIncomingMessage(frame('b/page/p', [6], new TextEncoder().encode('hi'))),
    ).toThrow(expect.objectContaining({ reason: 'not-allowed' }));
  });

  it('tells a loadable state from a broken one', () => {
    expect(stateLoads(realUpdate())).toBe(true);
    expect(stateLoads(Uint8Array.of(200, 1, 2, 3))).toBe(false);
  });
});
