import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  addReply,
  addThread,
  decodePosition,
  deleteThread,
  encodePosition,
  readThreads,
  setResolved,
} from './threads';

const ana = { name: 'Ana', key: 'k-ana', colour: '#b3261e' };
const ben = { name: 'Ben', key: 'k-ben', colour: '#0b5cc2' };
const at = { anchor: 'AAA=', head: 'AAE=', quote: 'brave' };

/** Both documents get each other's changes. */
function sync(a: Y.Doc, b: Y.Doc) {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
}

describe('comment threads in a Y document', () => {
  it('add, reply, resolve, reopen and delete', () => {
    const doc = new Y.Doc();
    const id = addThread(doc, ana, at, 'Too strong?', new Date('2026-11-27T10:00:00Z'));
    expect(readThreads(doc)).toEqual([
      expect.objectContaining({
        id,
        quote: 'brave',
        author: 'Ana',
        authorKey: 'k-ana',
        colour: '#b3261e',
        resolved: false,
        createdAt: '2026-11-27T10:00:00.000Z',
        replies: [expect.objectContaining({ author: 'Ana', text: 'Too strong?' })],
      }),
    ]);
    expect(addReply(doc, id, ben, 'I like it')).toBe(true);
    expect(readThreads(doc)[0]?.replies.map((r) => `${r.author}: ${r.text}`)).toEqual([
      'Ana: Too strong?',
      'Ben: I like it',
    ]);
    expect(setResolved(doc, id, true)).toBe(true);
    expect(readThreads(doc)[0]?.resolved).toBe(true);
    setResolved(doc, id, false);
    expect(readThreads(doc)[0]?.resolved).toBe(false);
    deleteThread(doc, id);
    expect(readThreads(doc)).toEqual([]);
    expect(addReply(doc, id, ben, 'late')).toBe(false);
    expect(setResolved(doc, id, true)).toBe(false);
  });

  it('two documents edited apart merge: every thread and reply kept, on both the same', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    const first = addThread(a, ana, at, 'One');
    sync(a, b);
    addReply(a, first, ana, 'Reply from A');
    addReply(b, first, ben, 'Reply from B');
    addThread(b, ben, { ...at, quote: 'world' }, 'Two');
    setResolved(b, first, true);
    sync(a, b);
    const seen = (doc: Y.Doc) =>
      readThreads(doc)
        .map((t) => `${t.quote}:${t.resolved}:${t.replies.map((r) => r.text).join('|')}`)
        .sort();
    expect(seen(a)).toEqual(seen(b));
    expect(seen(a)).toHaveLength(2);
    const merged = readThreads(a).find((t) => t.id === first);
    expect(merged?.resolved).toBe(true);
    expect(merged?.replies.map((r) => r.text).sort()).toEqual(
      ['One', 'Reply from A', 'Reply from B'].sort(),
    );
  });

  it('a thread deleted on one side while replied to on the other stays deleted', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    const id = addThread(a, ana, at, 'One');
    sync(a, b);
    deleteThread(a, id);
    addReply(b, id, ben, 'Too late');
    sync(a, b);
    expect(readThreads(a)).toEqual([]);
    expect(readThreads(b)).toEqual([]);
  });

  it('ignores entries that are not threads (a hostile or newer document)', () => {
    const doc = new Y.Doc();
    doc.getMap('threads').set('x', new Y.Map());
    (doc.getMap('threads') as Y.Map<unknown>).set('y', 'text');
    expect(readThreads(doc)).toEqual([]);
    expect(decodePosition('not base64!')).toBeNull();
  });
});

describe('anchors into the page document', () => {
  const page = () => {
    const doc = new Y.Doc();
    doc.get('root', Y.XmlText).insert(0, 'Hello brave world');
    return doc;
  };
  const anchored = (doc: Y.Doc, from: number, to: number) => {
    const root = doc.get('root', Y.XmlText);
    return {
      anchor: encodePosition(Y.createRelativePositionFromTypeIndex(root, from, 0)),
      head: encodePosition(Y.createRelativePositionFromTypeIndex(root, to, -1)),
    };
  };
  const quoted = (pageDoc: Y.Doc, thread: { anchor: string; head: string }) => {
    const root = pageDoc.get('root', Y.XmlText);
    const start = decodePosition(thread.anchor);
    const end = decodePosition(thread.head);
    if (!start || !end) return null;
    const from = Y.createAbsolutePositionFromRelativePosition(start, pageDoc);
    const to = Y.createAbsolutePositionFromRelativePosition(end, pageDoc);
    if (!from || !to) return null;
    return root.toString().slice(from.index, to.index);
  };

  it('keep to the text commented on when text is written before, inside and after it', () => {
    const writer = page();
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(writer));
    const comments = new Y.Doc();
    addThread(comments, ana, { ...anchored(writer, 6, 11), quote: 'brave' }, 'Hm');
    const [thread] = readThreads(comments);
    if (!thread) throw new Error('no thread');
    expect(quoted(writer, thread)).toBe('brave');

    // Another author writes before the text and after it, offline; then both meet.
    other.get('root', Y.XmlText).insert(0, 'Oh! ');
    other.get('root', Y.XmlText).insert(other.get('root', Y.XmlText).length, '!');
    writer.get('root', Y.XmlText).insert(0, 'Well, ');
    Y.applyUpdate(writer, Y.encodeStateAsUpdate(other));
    expect(writer.get('root', Y.XmlText).toString()).toContain('Hello brave world!');
    expect(quoted(writer, thread)).toBe('brave');

    // Inside it: the comment covers the longer text.
    const root = writer.get('root', Y.XmlText);
    root.insert(root.toString().indexOf('brave') + 2, 'aa');
    expect(quoted(writer, thread)).toBe('braaave');
  });

  it('close up to nothing when the text commented on is deleted', () => {
    const doc = page();
    const comments = new Y.Doc();
    addThread(comments, ana, { ...anchored(doc, 6, 11), quote: 'brave' }, 'Hm');
    const [thread] = readThreads(comments);
    if (!thread) throw new Error('no thread');
    doc.get('root', Y.XmlText).delete(6, 6);
    expect(doc.get('root', Y.XmlText).toString()).toBe('Hello world');
    expect(quoted(doc, thread)).toBe('');
  });
});
