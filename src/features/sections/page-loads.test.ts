/** Reads started ahead of opening a page: used once, while fresh, never after a save. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fetchNode = vi.fn();
vi.mock('../../worker-client/client', () => ({ workerApi: () => ({ fetchNode }) }));

const { answeredPageLoad, forgetPageRead, openPageAfterRead, startPageRead, takePageLoad } =
  await import('./page-loads');

const page = (id: string, content: string) => ({ success: true, data: { id, content } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  fetchNode.mockReset();
  fetchNode.mockImplementation(async (id: string) => page(id, `text of ${id}`));
});
afterEach(() => {
  vi.useRealTimers();
  takePageLoad('reset');
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
    // Taken: the next look reads again.
    await takePageLoad('a');
    expect(fetchNode).toHaveBeenCalledTimes(2);
  });

  it('uses the read started when the pointer reached the row', async () => {
    startPageRead('b');
    await settle();
    const go = vi.fn();
    openPageAfterRead('b', go);
    expect(go).toHaveBeenCalledOnce(); // already here: at once
    expect(fetchNode).toHaveBeenCalledOnce();
  });

  it('never uses a read started before the page was saved', async () => {
    startPageRead('c');
    await settle();
    forgetPageRead('c');
    expect(answeredPageLoad('c')).toBeUndefined();
    await takePageLoad('c');
    expect(fetchNode).toHaveBeenCalledTimes(2);
  });

  it('does not use a read once it is stale', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    startPageRead('d');
    await Promise.resolve();
    vi.advanceTimersByTime(1500);
    expect(answeredPageLoad('d')).toBeUndefined();
    await takePageLoad('d');
    expect(fetchNode).toHaveBeenCalledTimes(2);
  });

  it('a later click supersedes one still waiting; a slow read navigates anyway', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    let answer: (value: unknown) => void = () => undefined;
    fetchNode.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const first = vi.fn();
    openPageAfterRead('slow', first);
    const second = vi.fn();
    openPageAfterRead('e', second);
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
});
