/**
 * The comments of the open shared page while it is shown: their Y document on the book's server
 * (the page's shared socket), kept in this browser through the worker when it can, the threads
 * read from it, the selection they can be added to (as Yjs positions in the page's document),
 * and what the panel shows (the thread in focus, the composer, resolved ones). Screens read it
 * with `useSyncExternalStore` (`subscribe` / `version`).
 */
import type { LexicalEditor } from 'lexical';
import * as Y from 'yjs';
import { commentsDocName, type SyncSettings, textHash } from '../../../workers/contract/collab';
import { loadSyncConnection } from '../sync';
import {
  addReply,
  addThread,
  type Commenter,
  type CommentThread,
  deleteThread,
  readThreads,
  setResolved,
} from './threads';

/** A selection comments can be added to: its ends as encoded relative positions, its text. */
export interface CommentTarget {
  anchor: string;
  head: string;
  quote: string;
}

/** This browser's copy of a page's comments (the worker), when there is one. */
export interface LocalComments {
  load(pageId: string): Promise<Uint8Array | null>;
  store(pageId: string, update: Uint8Array): void;
}

/** Where the threads stand in the page (set by the editor's highlights). */
export interface ThreadPlaces {
  /** Thread ids in the page's order. */
  order: string[];
  /** Threads whose text is gone (deleted since). */
  gone: Set<string>;
  /** Threads not placed yet: the page's document is still loading their text. */
  loading: Set<string>;
}

const LOCAL_ORIGIN = 'comments-local';
const BATCH_MS = 300;

export class CommentsSession {
  readonly doc = new Y.Doc();
  readonly me: Commenter;
  readonly canComment: boolean;
  readonly isOwner: boolean;
  threads: CommentThread[] = [];
  target: CommentTarget | null = null;
  composing: CommentTarget | null = null;
  activeId: string | null = null;
  showResolved = false;
  places: ThreadPlaces = { order: [], gone: new Set(), loading: new Set() };
  editor: LexicalEditor | null = null;
  version = 0;
  private listeners = new Set<() => void>();
  private ended = false;
  private stopLink: (() => void) | null = null;
  private waiting: Uint8Array[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly settings: SyncSettings,
    readonly pageId: string,
    private readonly local: LocalComments | null,
  ) {
    this.me = {
      name: settings.name,
      colour: settings.colour,
      // One's own comments are told by the link they were written with (never the secret itself).
      key: textHash(`comments:${settings.secret}`),
    };
    this.canComment = settings.role !== 'reader';
    this.isOwner = settings.role === 'owner';
    this.doc.on('update', this.onUpdate);
    this.doc.getMap('threads').observeDeep(this.onThreads);
    window.addEventListener('pagehide', this.flush);
  }

  /** Loads this browser's copy, then joins the document on the server. */
  async start(): Promise<void> {
    if (this.local) {
      try {
        const state = await this.local.load(this.pageId);
        if (this.ended) return;
        if (state && state.byteLength > 2) Y.applyUpdate(this.doc, state, LOCAL_ORIGIN);
      } catch (error) {
        console.error('Comments: this browser’s copy could not be read', error);
      }
    }
    const { documentProvider } = await loadSyncConnection();
    if (this.ended) return;
    const provider = documentProvider(
      this.settings,
      commentsDocName(this.settings.bookId, this.pageId),
      this.doc,
    );
    provider.attach();
    this.stopLink = () => provider.destroy();
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.flush();
    window.removeEventListener('pagehide', this.flush);
    this.stopLink?.();
    this.doc.destroy();
    this.listeners.clear();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = () => this.version;

  changed(): void {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  private onThreads = () => {
    this.threads = readThreads(this.doc);
    if (this.activeId && !this.threads.some((t) => t.id === this.activeId)) this.activeId = null;
    this.changed();
  };

  private onUpdate = (update: Uint8Array, origin: unknown) => {
    if (!this.local || origin === LOCAL_ORIGIN) return;
    this.waiting.push(update);
    this.timer ??= setTimeout(this.flush, BATCH_MS);
  };

  /** Hands the gathered updates to this browser's copy. */
  flush = () => {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.local || this.waiting.length === 0) return;
    const update = this.waiting.length === 1 ? this.waiting[0] : Y.mergeUpdates(this.waiting);
    this.waiting = [];
    if (update) this.local.store(this.pageId, update);
  };

  setTarget(target: CommentTarget | null): void {
    const same =
      target?.anchor === this.target?.anchor &&
      target?.head === this.target?.head &&
      target?.quote === this.target?.quote;
    if (same) return;
    this.target = target;
    this.changed();
  }

  /** Opens the composer for the selected text (false: nothing selected, or not allowed). */
  compose(): boolean {
    if (!this.canComment || !this.target) return false;
    this.composing = this.target;
    this.changed();
    return true;
  }

  cancelCompose(): void {
    this.composing = null;
    this.changed();
  }

  add(text: string): string | null {
    const at = this.composing;
    if (!this.canComment || !at || !text.trim()) return null;
    const id = addThread(this.doc, this.me, at, text.trim());
    this.composing = null;
    this.activeId = id;
    this.changed();
    return id;
  }

  reply(threadId: string, text: string): boolean {
    if (!this.canComment || !text.trim()) return false;
    return addReply(this.doc, threadId, this.me, text.trim());
  }

  resolve(threadId: string, resolved: boolean): void {
    if (!this.canComment) return;
    setResolved(this.doc, threadId, resolved);
    if (resolved && this.activeId === threadId) this.activeId = null;
  }

  mayDelete(thread: CommentThread): boolean {
    return this.canComment && (this.isOwner || thread.authorKey === this.me.key);
  }

  remove(threadId: string): void {
    const thread = this.threads.find((t) => t.id === threadId);
    if (thread && this.mayDelete(thread)) deleteThread(this.doc, threadId);
  }

  setActive(threadId: string | null): void {
    this.activeId = threadId;
    this.changed();
  }

  setShowResolved(show: boolean): void {
    this.showResolved = show;
    this.changed();
  }

  setPlaces(places: ThreadPlaces): void {
    const same =
      places.order.join() === this.places.order.join() &&
      [...places.gone].join() === [...this.places.gone].join() &&
      [...places.loading].join() === [...this.places.loading].join();
    if (same) return;
    this.places = places;
    this.changed();
  }

  /** The threads the panel lists, in the page's order (gone and loading ones last). */
  shownThreads(): CommentThread[] {
    const rank = new Map(this.places.order.map((id, i) => [id, i]));
    return this.threads
      .filter((t) => this.showResolved || !t.resolved)
      .sort(
        (a, b) =>
          (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) -
            (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER) || a.createdAt.localeCompare(b.createdAt),
      );
  }
}
