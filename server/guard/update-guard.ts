/**
 * Refuses a malformed Yjs update before Hocuspocus applies it. Every incoming message of an
 * authenticated connection passes here (beforeHandleMessage): a sync step 2 or update whose
 * bytes do not decode as a Yjs update is refused, the connection is dropped and the document
 * is not touched. (A store-time check in start.ts is the second line: a state that does not load
 * back is never written over the last good one.)
 */
import * as Y from 'yjs';

/** Hocuspocus message types (the outer envelope) and y-protocols sync steps. */
const MESSAGE_SYNC = 0;
const MESSAGE_SYNC_REPLY = 4;
/** Relayed by Hocuspocus to every client of the document; only instances (Redis) send it. */
const MESSAGE_BROADCAST_STATELESS = 6;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

export class MalformedMessage extends Error {
  readonly reason: 'malformed-update' | 'not-allowed';
  constructor(detail: string, reason: 'malformed-update' | 'not-allowed' = 'malformed-update') {
    super(`${reason}: ${detail}`);
    this.reason = reason;
    this.name = 'MalformedMessage';
  }
}

/** A reader of lib0's variable-length encoding (what y-protocols and Hocuspocus write). */
class Reader {
  private pos = 0;
  constructor(private readonly bytes: Uint8Array) {}

  varUint(): number {
    let n = 0;
    let mult = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.bytes[this.pos++];
      if (b === undefined) throw new MalformedMessage('message ends inside a number');
      n += (b & 0x7f) * mult;
      if (b < 0x80) return n;
      mult *= 128;
    }
    throw new MalformedMessage('number too long');
  }

  bytesOf(length: number): Uint8Array {
    if (this.pos + length > this.bytes.length) throw new MalformedMessage('message too short');
    const out = this.bytes.subarray(this.pos, this.pos + length);
    this.pos += length;
    return out;
  }

  varBytes(): Uint8Array {
    return this.bytesOf(this.varUint());
  }
}

/**
 * Throws MalformedMessage when `message` (one WebSocket message: document name, type, body)
 * carries a Yjs update that does not decode, or is a broadcast (which Hocuspocus would relay
 * to every other client unread). Other message kinds pass (Hocuspocus checks them).
 */
export function checkIncomingMessage(message: Uint8Array): void {
  const reader = new Reader(message);
  reader.varBytes(); // document name
  const type = reader.varUint();
  if (type === MESSAGE_BROADCAST_STATELESS) {
    throw new MalformedMessage('a client may not broadcast to the others', 'not-allowed');
  }
  if (type !== MESSAGE_SYNC && type !== MESSAGE_SYNC_REPLY) return;
  const step = reader.varUint();
  if (step !== SYNC_STEP_2 && step !== SYNC_UPDATE) return;
  const update = reader.varBytes();
  try {
    Y.decodeUpdate(update);
  } catch (error) {
    throw new MalformedMessage(error instanceof Error ? error.message : 'undecodable update');
  }
}

/** Whether `state` (a whole document's update) loads into a fresh Y.Doc. */
export function stateLoads(state: Uint8Array): boolean {
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, state);
    return true;
  } catch {
    return false;
  } finally {
    doc.destroy();
  }
}
