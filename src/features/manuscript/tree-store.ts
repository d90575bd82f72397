/**
 * One copy of the book tree's nodes for every tree on screen (the chapters panel and the
 * Chapters view show the same tree): read once when the first tree mounts, then kept current
 * from the worker's tree changes — only the changed nodes are read again (the whole tree after
 * an import or another book) — and from the nodes a tree call returns. Unchanged nodes keep
 * their identity, so memoised rows stay put, and both views share one array and one index.
 * The snapshot is a Jotai atom: it is read while a tree view shows it (the atom's mount).
 */
import type { TreeNodeSummary } from '../../../workers/contract/records';
import type { ResultError } from '../../../workers/contract/result';
import type { TreeChange } from '../../session/book-atoms';
import { appStore, atom } from '../../state/jotai';
import { workerApi } from '../../worker-client/client';
import { mergeNodes, replaceNodes, shareNodes } from './share-nodes';

type Nodes = TreeNodeSummary[];

const NO_NODES: Nodes = [];

export interface TreeSnapshot {
  nodes: Nodes | null;
  error: ResultError | null;
}

/** Above this many changed nodes, the whole tree is read again. */
const PARTIAL_READ_LIMIT = 500;

const EMPTY: TreeSnapshot = { nodes: null, error: null };

export class TreeStore {
  /** What the tree views show; mounted while one is on screen. */
  readonly atom = atom<TreeSnapshot>(EMPTY);
  private shown = false;
  /** What is still to read: ids, or null for everything. */
  private pending: Set<string> | null = null;
  private reading = false;
  private lastMerge = 0;
  private lastSeq = -1;

  constructor(
    private readonly api: () => Pick<
      ReturnType<typeof workerApi>,
      'fetchTree' | 'fetchTreeNodes'
    > = workerApi,
    private readonly store = appStore,
  ) {
    this.atom.onMount = () => {
      // Changes were not followed while no tree was shown: start again from a full read.
      this.shown = true;
      this.pending = null;
      void this.read();
      return () => {
        this.shown = false;
        this.set(EMPTY);
      };
    };
  }

  readonly getSnapshot = (): TreeSnapshot => this.store.get(this.atom);

  /** The newest nodes, including merges React has not rendered yet. */
  readonly latest = (): Nodes => this.getSnapshot().nodes ?? NO_NODES;

  /** Follows the snapshot outside React (a view's hook mounts the atom the same way). */
  readonly subscribe = (listener: () => void): (() => void) => this.store.sub(this.atom, listener);

  /** A change reported by the worker (each tree passes it on; the first one counts). */
  changed(change: TreeChange): void {
    if (change.seq === this.lastSeq) return;
    this.lastSeq = change.seq;
    if (change.ids === null || this.getSnapshot().nodes === null) this.pending = null;
    else if (this.pending !== null) for (const id of change.ids) this.pending.add(id);
    void this.read();
  }

  /** Applies the nodes a tree call returned, before their change event arrives. */
  readonly merge = (changed: Nodes): void => {
    const prev = this.getSnapshot().nodes;
    if (!prev) return;
    this.lastMerge = performance.now();
    this.set({ ...this.getSnapshot(), nodes: shareNodes(prev, mergeNodes(prev, changed)) });
  };

  private set(next: TreeSnapshot): void {
    const now = this.getSnapshot();
    if (next.nodes === now.nodes && next.error === now.error) return;
    this.store.set(this.atom, next);
  }

  private hasPending(): boolean {
    return this.pending === null || this.pending.size > 0;
  }

  /** One read at a time; each takes everything collected so far. */
  private async read(): Promise<void> {
    if (this.reading) return;
    this.reading = true;
    try {
      while (this.hasPending() && this.shown) {
        const ids = this.pending;
        this.pending = new Set();
        const prev = this.getSnapshot().nodes;
        const whole = ids === null || ids.size > PARTIAL_READ_LIMIT || prev === null;
        const started = performance.now();
        const result = whole
          ? await this.api().fetchTree()
          : await this.api().fetchTreeNodes([...ids]);
        if (!this.shown) return;
        if (!result.success) {
          this.set({ ...this.getSnapshot(), error: result.error });
          continue;
        }
        if (this.lastMerge > started) {
          // A tree call merged newer nodes meanwhile: read these again rather than go back.
          if (whole) this.pending = null;
          else for (const id of ids) this.pending?.add(id);
          continue;
        }
        const base = this.getSnapshot().nodes;
        const nodes =
          whole || base === null
            ? shareNodes(base, result.data)
            : shareNodes(base, replaceNodes(base, [...ids], result.data));
        this.set({ nodes, error: null });
      }
    } finally {
      this.reading = false;
    }
  }
}

/** The app's one tree store. */
export const treeStore = new TreeStore();
