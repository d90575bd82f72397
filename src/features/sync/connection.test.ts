// @vitest-environment jsdom
import { HocuspocusProvider, MessageType } from '@hocuspocus/provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { SharedSocket } from './connection';

const made: Array<{ destroy: () => void }> = [];
afterEach(() => {
  for (const thing of made.splice(0)) thing.destroy();
});

function socket() {
  const s = new SharedSocket({ url: 'ws://127.0.0.1:9', autoConnect: false });
  made.push(s);
  return s;
}

/** The documents a spy on `send` was asked to close (a name under 128 bytes, then the type). */
function closed(send: { mock: { calls: unknown[][] } }): string[] {
  return send.mock.calls
    .map(([bytes]) => bytes as Uint8Array)
    .filter((bytes) => bytes[(bytes[0] ?? 0) + 1] === MessageType.CLOSE)
    .map((bytes) => new TextDecoder().decode(bytes.subarray(1, 1 + (bytes[0] ?? 0))));
}

function provider(on: SharedSocket, name: string) {
  const p = new HocuspocusProvider({
    websocketProvider: on,
    name,
    document: new Y.Doc(),
    token: 't',
  });
  return p;
}

describe('the shared socket', () => {
  it('leaves a page’s document to the newer provider when the older one of the same page ends', () => {
    const s = socket();
    const send = vi.spyOn(s, 'send');
    const old = provider(s, 'book/page/p1');
    old.attach();
    const remade = provider(s, 'book/page/p1');
    remade.attach();
    old.destroy();
    expect(s.configuration.providerMap.get('book/page/p1')).toBe(remade);
    // The server is not told to close the document the new editor is on.
    expect(closed(send)).toEqual([]);
    remade.destroy();
    expect(s.configuration.providerMap.has('book/page/p1')).toBe(false);
    expect(closed(send)).toEqual(['book/page/p1']);
  });

  it('closes a document whose only provider ends', () => {
    const s = socket();
    const send = vi.spyOn(s, 'send');
    const only = provider(s, 'book/page/p2');
    only.attach();
    only.destroy();
    expect(s.configuration.providerMap.has('book/page/p2')).toBe(false);
    expect(closed(send)).toEqual(['book/page/p2']);
  });
});
