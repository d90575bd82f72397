// @vitest-environment jsdom
import { HocuspocusProvider, MessageType } from '@hocuspocus/provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { CLOSE_WAIT_MS, SharedSocket } from './connection';

const made: Array<{ destroy: () => void }> = [];
afterEach(() => {
  for (const thing of made.splice(0)) thing.destroy();
});

function socket() {
  const s = new SharedSocket({ url: 'ws://127.0.0.1:9', autoConnect: false });
  made.push(s);
  return s;
}

/** A socket whose WebSocket is open (what goes out is seen through `send`), connected as the server answered it. */
function openSocket() {
  const s = socket();
  const fake = s as unknown as {
    webSocket: unknown;
    status: string;
    receivedOnOpenPayload: unknown;
  };
  fake.webSocket = { readyState: 1, send: () => undefined, close: () => undefined };
  fake.status = 'connected';
  fake.receivedOnOpenPayload = {};
  // The fake has none of a WebSocket's listeners to remove: let go of it before the socket ends.
  made.splice(made.indexOf(s), 1, {
    destroy: () => {
      fake.webSocket = null;
      s.destroy();
    },
  });
  return s;
}

/** The documents a spy on `send` carried a message of `type` for. */
function sentOf(send: { mock: { calls: unknown[][] } }, type: number): string[] {
  return send.mock.calls
    .map(([bytes]) => bytes as Uint8Array)
    .filter((bytes) => bytes[(bytes[0] ?? 0) + 1] === type)
    .map((bytes) => new TextDecoder().decode(bytes.subarray(1, 1 + (bytes[0] ?? 0))));
}

/** The documents a spy on `send` asked the server to close. */
const closed = (send: { mock: { calls: unknown[][] } }) => sentOf(send, MessageType.CLOSE);

/** The server's answer to a close: its own close message for the document. */
function serverClosed(name: string): MessageEvent {
  const text = new TextEncoder().encode(name);
  const reason = new TextEncoder().encode('provider_initiated');
  const bytes = new Uint8Array([text.length, ...text, MessageType.CLOSE, reason.length, ...reason]);
  return { data: bytes.buffer } as MessageEvent;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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
    const s = openSocket();
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
    const s = openSocket();
    const send = vi.spyOn(s, 'send');
    const only = provider(s, 'book/page/p2');
    only.attach();
    only.destroy();
    expect(s.configuration.providerMap.has('book/page/p2')).toBe(false);
    expect(closed(send)).toEqual(['book/page/p2']);
  });

  it('authenticates a document’s next provider only once the server has closed the last one', async () => {
    const s = openSocket();
    const send = vi.spyOn(s, 'send');
    const old = provider(s, 'book/page/p3');
    old.attach();
    await settle();
    expect(sentOf(send, MessageType.Auth)).toEqual(['book/page/p3']);
    old.destroy();
    expect(closed(send)).toEqual(['book/page/p3']);

    // One made and ended while held is never authenticated: nothing of it is closed.
    const brief = provider(s, 'book/page/p3');
    brief.attach();
    brief.destroy();
    expect(closed(send)).toEqual(['book/page/p3']);

    const remade = provider(s, 'book/page/p3');
    remade.attach();
    await settle();
    // Sent now, it could reach the server's closing connection and be lost with it.
    expect(sentOf(send, MessageType.Auth)).toEqual(['book/page/p3']);
    expect(s.configuration.providerMap.get('book/page/p3')).toBe(remade);

    s.onMessage(serverClosed('book/page/p3'));
    await settle();
    expect(sentOf(send, MessageType.Auth)).toEqual(['book/page/p3', 'book/page/p3']);
    // Another document's close does not release it twice.
    s.onMessage(serverClosed('book/page/p3'));
    await settle();
    expect(sentOf(send, MessageType.Auth)).toHaveLength(2);
  });

  it('without the server’s answer, the next provider authenticates after the wait', async () => {
    vi.useFakeTimers();
    try {
      const s = openSocket();
      const send = vi.spyOn(s, 'send');
      const old = provider(s, 'book/page/p4');
      old.attach();
      old.destroy();
      const remade = provider(s, 'book/page/p4');
      remade.attach();
      await vi.advanceTimersByTimeAsync(CLOSE_WAIT_MS - 100);
      expect(closed(send)).toEqual(['book/page/p4']);
      expect(sentOf(send, MessageType.Auth)).toEqual([]);
      await vi.advanceTimersByTimeAsync(200);
      expect(sentOf(send, MessageType.Auth)).toEqual(['book/page/p4']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('queues no close while the socket is not open (sent after a reconnect, it would close the next provider)', () => {
    const s = socket();
    const send = vi.spyOn(s, 'send');
    const only = provider(s, 'book/page/p5');
    only.attach();
    only.destroy();
    expect(s.configuration.providerMap.has('book/page/p5')).toBe(false);
    expect(closed(send)).toEqual([]);
    const next = provider(s, 'book/page/p5');
    next.attach();
    expect(s.configuration.providerMap.get('book/page/p5')).toBe(next);
  });
});
