/** Pages read ahead of a click: never newer than the database, never older than a save. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkerApi } from '../../workers/api';
import type { TreeNode } from '../../workers/contract/records';
import { fail, ok, type Result } from '../../workers/contract/result';
import { fakeTreeNode } from '../testing/fake-records';
import { fakeWorkerApi } from '../testing/fake-worker-api';

const fetchNode = vi.fn<WorkerApi['fetchNode']>();
const api = fakeWorkerApi({ fetchNode });
vi.mock('../worker-client/client', () => ({ workerApi: () => api }));

const {
  answeredPageLoad,
  closePage,
  forgetPageRead,
  forgetPageReads,
  HELD_CHARACTERS,
  markPageOpen,
  HELD_PAGES,
  openPageAfterRead,
  readPagesAhead,
  setPageReadsReady,
  startPageRead,
  takePageLoad,
} = await import('./page-loads');

const page = (id: string, content: string) => ok(fakeTreeNode({ id, content }));
/** Time passes on a fake clock (idle callbacks fall back to timers here): no test sleeps. */
const settle = () => vi.advanceTimersByTimeAsync(0);
/** Lets fake time pass, 20 ms at a step, until `check` passes (at most 2 s of it). */
async function until(check: () => void): Promise<void> {
  for (let waited = 0; ; waited += 20) {
    try {
      check();
      return;
    } catch (error) {
      if (waited >= 2000) throw error;
      await vi.advanceTimersByTimeAsync(20);
    }
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fetchNode.mockReset();
  fetchNode.mockImplementation(async (id: string) => page(id, `text of ${id}`));
  setPageReadsReady(true);
});
afterEach(async () => {
  setPageReadsReady(false);
  // Whatever was scheduled finishes (and stops, the book being closed) before the next test.
  await vi.runAllTimersAsync();
  vi.useRealTimers();
});

describe('page loads', () => {
  it('navigates once the page is read, and the page view takes that read without another', async () => {
    const go = vi.fn();
    openPageAfterRead('a', go);
    expect(go).not.toHaveBeenCalled();
    await settle();
    expect(go).toHaveBeenCalledOnce();
    expect(answeredPageLoad('a')).toEqual(page('a', 'text of a'));
    expect(await takePageLoad('a')).toEqual(page('a', 'text of a'));
    expect(fetchNode).toHaveBeenCalledOnce();
    // Taken (the page is now being edited): the next look reads again.
    expect(answeredPageLoad('a')).toBeUndefined();
    await takePageLoad('a');
    expect(fetchNode).toHaveBeenCalledTimes(2);
  });

  it('opens at once, in the same task, a page read when the pointer reached its row', async () => {
    startPageRead('b');
    await settle();
    const go = vi.fn();
    openPageAfterRead('b', go);
    expect(go).toHaveBeenCalledOnce();
    expect(fetchNode).toHaveBeenCalledOnce();
  });

  it('never uses a read made before the page was saved, even one still on its way', async () => {
    startPageRead('c');
    await settle();
    forgetPageRead('c');
    expect(answeredPageLoad('c')).toBeUndefined();
    await takePageLoad('c');
    expect(fetchNode).toHaveBeenCalledTimes(2);

    let answer: (value: Result<TreeNode>) => void = () => undefined;
    fetchNode.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    startPageRead('c2');
    forgetPageRead('c2'); // the save starts while the read is out
    answer(page('c2', 'before the save'));
    await settle();
    expect(answeredPageLoad('c2')).toBeUndefined();
  });

  it('drops the pages the worker reports changed, and every page on another book', async () => {
    for (const id of ['d1', 'd2', 'd3']) startPageRead(id);
    await settle();
    forgetPageReads(['d2']);
    expect(answeredPageLoad('d1')).toBeDefined();
    expect(answeredPageLoad('d2')).toBeUndefined();
    forgetPageReads(null);
    expect(answeredPageLoad('d1')).toBeUndefined();
    expect(answeredPageLoad('d3')).toBeUndefined();
  });

  it('reads nothing before the book is ready, and drops everything when it closes', async () => {
    setPageReadsReady(false);
    startPageRead('e');
    readPagesAhead(['e1', 'e2']);
    await vi.advanceTimersByTimeAsync(120);
    expect(fetchNode).not.toHaveBeenCalled();
    const go = vi.fn();
    openPageAfterRead('e', go);
    expect(go).toHaveBeenCalledOnce(); // the page view reads it once the book is ready

    setPageReadsReady(true);
    startPageRead('e');
    await settle();
    setPageReadsReady(false);
    setPageReadsReady(true);
    expect(answeredPageLoad('e')).toBeUndefined();
  });

  it('does not hold a page that could not be read', async () => {
    fetchNode.mockImplementationOnce(async () =>
      fail({ message: 'gone', code: 'record_not_found' }),
    );
    startPageRead('missing');
    await settle();
    expect(answeredPageLoad('missing')).toBeUndefined();
  });

  it('reads the pages in view one at a time, in idle time; a newer list replaces the rest', async () => {
    let answer: () => void = () => undefined;
    fetchNode.mockImplementation(
      (id: string) =>
        new Promise((resolve) => {
          answer = () => resolve(page(id, `text of ${id}`));
        }),
    );
    readPagesAhead(['f1', 'f2', 'f3']);
    expect(fetchNode).not.toHaveBeenCalled(); // not in the caller's task
    await until(() => expect(fetchNode).toHaveBeenCalledTimes(1));
    expect(fetchNode).toHaveBeenLastCalledWith('f1');
    await vi.advanceTimersByTimeAsync(80);
    expect(fetchNode).toHaveBeenCalledTimes(1); // the next waits for this answer
    readPagesAhead(['g1', 'f1']);
    answer();
    await until(() => expect(fetchNode).toHaveBeenCalledTimes(2));
    expect(fetchNode).toHaveBeenLastCalledWith('g1');
    answer();
    await vi.advanceTimersByTimeAsync(120);
    // f1 was held already; f2 and f3 are no longer in view.
    expect(fetchNode.mock.calls.map(([id]) => id)).toEqual(['f1', 'g1']);
    const go = vi.fn();
    openPageAfterRead('g1', go);
    expect(go).toHaveBeenCalledOnce();
  });

  it('does not read ahead the page being edited; once it is closed, reads it again', async () => {
    readPagesAhead(['j1', 'j2']);
    await until(() => expect(answeredPageLoad('j2')).toBeDefined());
    await takePageLoad('j1'); // the page view opens j1
    forgetPageRead('j1'); // a save of j1 starts: j1 is open, so it is not read
    await vi.advanceTimersByTimeAsync(120);
    expect(answeredPageLoad('j1')).toBeUndefined();
    expect(fetchNode).toHaveBeenCalledTimes(2);

    closePage('j1'); // another page opened: j1's last edits went to the worker first
    await until(() => expect(answeredPageLoad('j1')).toBeDefined());
    expect(fetchNode).toHaveBeenCalledTimes(3);

    forgetPageRead('j2'); // j2 saved (from elsewhere): read again, after the save
    await until(() => expect(answeredPageLoad('j2')).toBeDefined());
    expect(fetchNode).toHaveBeenCalledTimes(4);
  });

  it('reading ahead stops when pages in view fill the limit rather than dropping one of them', async () => {
    const big = 'x'.repeat(HELD_CHARACTERS / 2);
    fetchNode.mockImplementation(async (id: string) => page(id, big));
    readPagesAhead(['k1', 'k2', 'k3', 'k4']);
    await vi.advanceTimersByTimeAsync(400);
    expect(fetchNode.mock.calls.map(([id]) => id)).toEqual(['k1', 'k2']);
    expect(answeredPageLoad('k1')).toBeDefined();

    // The tree scrolled: pages out of view make room for the ones now in view.
    readPagesAhead(['k2', 'k5']);
    await until(() => expect(answeredPageLoad('k5')).toBeDefined());
    expect(answeredPageLoad('k1')).toBeUndefined();
    expect(answeredPageLoad('k2')).toBeDefined();
  });

  it(`holds at most ${HELD_PAGES} pages and ${HELD_CHARACTERS.toLocaleString('en')} characters, oldest first`, async () => {
    for (let i = 0; i <= HELD_PAGES; i += 1) startPageRead(`h${i}`);
    await settle();
    expect(answeredPageLoad('h0')).toBeUndefined();
    expect(answeredPageLoad('h1')).toBeDefined();
    expect(answeredPageLoad(`h${HELD_PAGES}`)).toBeDefined();

    forgetPageReads(null);
    const big = 'x'.repeat(HELD_CHARACTERS / 2);
    fetchNode.mockImplementation(async (id: string) => page(id, big));
    for (const id of ['big1', 'big2', 'big3']) startPageRead(id);
    await settle();
    expect(answeredPageLoad('big1')).toBeUndefined();
    expect(answeredPageLoad('big2')).toBeDefined();
    expect(answeredPageLoad('big3')).toBeDefined();
  });

  it('a later click supersedes one still waiting; a slow read navigates anyway', async () => {
    let answer: (value: Result<TreeNode>) => void = () => undefined;
    fetchNode.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const first = vi.fn();
    openPageAfterRead('slow', first);
    const second = vi.fn();
    openPageAfterRead('i', second);
    await vi.advanceTimersByTimeAsync(0);
    expect(second).toHaveBeenCalledOnce();
    answer(page('slow', 'late'));
    await vi.advanceTimersByTimeAsync(200);
    expect(first).not.toHaveBeenCalled();

    fetchNode.mockImplementationOnce(() => new Promise(() => undefined));
    const third = vi.fn();
    openPageAfterRead('never', third);
    await vi.advanceTimersByTimeAsync(149);
    expect(third).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(third).toHaveBeenCalledOnce();
  });

  it('holds no read of a page open in an editor besides the page view (continuous view, split pane)', async () => {
    // The page view has page a; the continuous view edits b and c at the same time.
    void takePageLoad('a');
    markPageOpen('b');
    markPageOpen('c');
    startPageRead('b');
    readPagesAhead(['b', 'c', 'd']);
    await until(() => expect(answeredPageLoad('d')).toBeDefined());
    expect(answeredPageLoad('b')).toBeUndefined();
    expect(answeredPageLoad('c')).toBeUndefined();
    // Opening b from the tree waits for nothing held: the page view reads it after b's editor let go.
    const go = vi.fn();
    openPageAfterRead('b', go);
    expect(go).toHaveBeenCalledTimes(1);
    expect(fetchNode.mock.calls.map(([id]) => id)).not.toContain('b');
    // Closed in every editor holding it, it is read ahead again.
    closePage('b');
    await until(() => expect(answeredPageLoad('b')).toBeDefined());
  });
});
