// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { CommentsSession, type LocalComments } from './comments-session';
import { addThread } from './threads';

// No server in these tests: the session's link to it is a stub.
vi.mock('../sync', () => ({
  loadSyncConnection: async () => ({
    documentProvider: () => ({ attach() {}, destroy() {} }),
  }),
}));

const settings = (role: 'owner' | 'writer' | 'commenter' | 'reader', secret = role) => ({
  server: 'ws://127.0.0.1:1',
  bookId: 'book',
  role,
  secret,
  name: role,
  colour: '#0b5cc2',
});
const target = { anchor: 'AA==', head: 'AQ==', quote: 'brave' };

function session(role: Parameters<typeof settings>[0], local: LocalComments | null = null) {
  return new CommentsSession(settings(role), 'page-1', local);
}

describe('a page’s comments session', () => {
  it('lets a commenter comment on the selection and delete only their own threads', () => {
    const ben = session('commenter');
    expect(ben.compose()).toBe(false);
    ben.setTarget(target);
    expect(ben.compose()).toBe(true);
    const id = ben.add('  Which night?  ');
    expect(id).not.toBeNull();
    expect(ben.threads.map((t) => [t.quote, t.replies[0]?.text])).toEqual([
      ['brave', 'Which night?'],
    ]);
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(ben.doc));
    const anasId = addThread(other, { name: 'Ana', key: 'k-ana', colour: '#000' }, target, 'Hm');
    Y.applyUpdate(ben.doc, Y.encodeStateAsUpdate(other));
    const anas = ben.threads.find((t) => t.id === anasId);
    if (!anas || !id) throw new Error('missing thread');
    expect(ben.mayDelete(anas)).toBe(false);
    ben.remove(anasId);
    expect(ben.threads).toHaveLength(2);
    ben.remove(id);
    expect(ben.threads.map((t) => t.id)).toEqual([anasId]);
    ben.end();
  });

  it('lets an owner delete anyone’s thread; a reader can do nothing', () => {
    const owner = session('owner');
    const reader = session('reader');
    const id = addThread(reader.doc, { name: 'Ben', key: 'k-ben', colour: '#000' }, target, 'x');
    Y.applyUpdate(owner.doc, Y.encodeStateAsUpdate(reader.doc));
    reader.setTarget(target);
    expect(reader.compose()).toBe(false);
    expect(reader.reply(id, 'no')).toBe(false);
    reader.resolve(id, true);
    expect(reader.threads[0]?.resolved).toBe(false);
    expect(owner.mayDelete(owner.threads[0] ?? ({} as never))).toBe(true);
    owner.remove(id);
    expect(owner.threads).toEqual([]);
    owner.end();
    reader.end();
  });

  it('hides resolved threads unless asked, and lists them in the page’s order', () => {
    const writer = session('writer');
    writer.setTarget(target);
    writer.compose();
    const first = writer.add('one') ?? '';
    writer.setTarget({ ...target, quote: 'night' });
    writer.compose();
    const second = writer.add('two') ?? '';
    writer.setPlaces({ order: [second, first], gone: new Set(), loading: new Set() });
    expect(writer.shownThreads().map((t) => t.id)).toEqual([second, first]);
    writer.resolve(second, true);
    expect(writer.shownThreads().map((t) => t.id)).toEqual([first]);
    writer.setShowResolved(true);
    expect(writer.shownThreads().map((t) => t.id)).toEqual([second, first]);
    writer.end();
  });

  it('starts from this browser’s copy and hands it every change', async () => {
    const stored: Uint8Array[] = [];
    const earlier = new Y.Doc();
    addThread(earlier, { name: 'Ana', key: 'k', colour: '#000' }, target, 'offline');
    const local: LocalComments = {
      load: async () => Y.encodeStateAsUpdate(earlier),
      store: (_pageId, update) => stored.push(update),
    };
    const writer = session('writer', local);
    await writer.start();
    expect(writer.threads.map((t) => t.replies[0]?.text)).toEqual(['offline']);
    expect(stored).toHaveLength(0);
    writer.setTarget(target);
    writer.compose();
    writer.add('new');
    writer.flush();
    expect(stored).toHaveLength(1);
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(earlier));
    for (const update of stored) Y.applyUpdate(copy, update);
    expect(copy.getMap('threads').size).toBe(2);
    writer.end();
  });
});
