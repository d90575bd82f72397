import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveOutcome } from '../../../../workers/contract/book-file';
import type { AutosaveDeps } from './autosave-controller';
import { setupController as setup } from './autosave-test-fixture';

const MINUTE = 60_000;
/** Lets queued promise callbacks run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T10:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('auto-save controller', () => {
  it('saves once, 2 s after the last of several edits', async () => {
    const { controller, deps } = setup();
    await controller.init();
    controller.notifyEdit();
    await vi.advanceTimersByTimeAsync(1500);
    controller.notifyEdit();
    await vi.advanceTimersByTimeAsync(1500);
    controller.notifyEdit();
    await vi.advanceTimersByTimeAsync(1999);
    expect(deps.save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.save).toHaveBeenCalledTimes(1);
    expect(controller.getStatus().lastSaveTime).toBe(Date.now());
  });

  it('saves at most 10 s after the first edit while edits keep coming', async () => {
    const { controller, deps } = setup();
    await controller.init();
    for (let i = 0; i < 12; i += 1) {
      controller.notifyEdit();
      await vi.advanceTimersByTimeAsync(1000);
    }
    // 12 s of edits a second apart (never a 2 s pause): saved once the 10 s were up.
    expect(deps.save).toHaveBeenCalledTimes(1);
  });

  it('an immediate save cancels the pending debounced one', async () => {
    const { controller, deps } = setup();
    await controller.init();
    controller.notifyEdit();
    expect(await controller.saveNow()).toBe('file');
    await vi.advanceTimersByTimeAsync(5000);
    expect(deps.save).toHaveBeenCalledTimes(1);
  });

  it('saves every interval while enabled and stops when disabled', async () => {
    const { controller, deps } = setup();
    await controller.init();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(deps.save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(deps.save).toHaveBeenCalledTimes(3);
    controller.notifyEdit();
    await controller.disable();
    expect(deps.persistSettings).toHaveBeenLastCalledWith({ enabled: false, interval: 5 });
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(deps.save).toHaveBeenCalledTimes(3);
  });

  it('does nothing while disabled', async () => {
    const { controller, deps } = setup({
      loadSettings: async () => ({ enabled: false, interval: 1 }),
    });
    await controller.init();
    controller.notifyEdit();
    expect(await controller.saveNow()).toBe('disabled');
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(deps.getDocument).not.toHaveBeenCalled();
    expect(deps.save).not.toHaveBeenCalled();
  });

  it('does nothing without a document or without a title', async () => {
    const getDocument = vi
      .fn<AutosaveDeps['getDocument']>()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce({ title: '   ', author: 'Jane' });
    const { controller, deps } = setup({ getDocument });
    await controller.init();
    expect(await controller.saveNow()).toBe('no-document');
    expect(await controller.saveNow()).toBe('no-document');
    expect(deps.save).not.toHaveBeenCalled();
    expect(controller.getStatus().lastSaveTime).toBeNull();
  });

  it('skips a save while another one is running', async () => {
    let release: (outcome: SaveOutcome) => void = () => undefined;
    const save = vi.fn(() => new Promise<SaveOutcome>((resolve) => (release = resolve)));
    const { controller } = setup({ save });
    await controller.init();
    const first = controller.saveNow();
    await flush();
    expect(controller.getStatus().inProgress).toBe(true);
    expect(await controller.saveNow()).toBe('busy');
    release({ kind: 'saved', target: 'file', fileName: 'b.json', at: new Date().toISOString() });
    expect(await first).toBe('file');
    expect(save).toHaveBeenCalledTimes(1);
    expect(controller.getStatus().inProgress).toBe(false);
  });

  it('says when the book went to private storage and why the file was not written', async () => {
    const at = new Date().toISOString();
    const { controller, deps } = setup();
    vi.mocked(deps.save).mockResolvedValueOnce({
      kind: 'saved',
      target: 'opfs',
      path: 'documents/b.json',
      at,
      fileProblem: { kind: 'failed', code: 'disk_full', fileName: 'b.json', detail: '' },
    });
    await controller.init();
    expect(await controller.saveNow()).toBe('opfs');
    expect(controller.getStatus()).toMatchObject({
      lastTarget: 'opfs',
      problem: { kind: 'failed', code: 'disk_full', fileName: 'b.json' },
    });
    expect(deps.onOutcome).toHaveBeenCalledTimes(1);
    // The next save reaches the file: the problem is cleared.
    expect(await controller.saveNow()).toBe('file');
    expect(controller.getStatus()).toMatchObject({ lastTarget: 'file', problem: null });
  });

  it('reports a failure when nothing could be saved, and clears it after the next save', async () => {
    const { controller, deps } = setup();
    const quota = Object.assign(new Error('Failed to write x.json to private storage: full'), {
      name: 'QuotaExceededError',
    });
    vi.mocked(deps.save).mockRejectedValueOnce(quota);
    await controller.init();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await controller.saveNow()).toBe('failed');
    // The browser's English stays in the detail; the status shows the failure's code in words.
    expect(controller.getStatus().error).toEqual({
      key: 'autosave.errors.save_failed',
      failure: 'disk_full',
      reason: 'Failed to write x.json to private storage: full',
    });
    vi.mocked(deps.save).mockRejectedValueOnce(new Error('Something the browser said'));
    expect(await controller.saveNow()).toBe('failed');
    expect(controller.getStatus().error?.failure).toBe('storage_error');
    expect(controller.getStatus().lastSaveTime).toBeNull();
    expect(await controller.saveNow()).toBe('file');
    expect(controller.getStatus().error).toBeNull();
  });

  it('leaves the header to the worker (it reads the title and author itself)', async () => {
    const { controller, deps } = setup();
    await controller.init();
    await controller.saveNow();
    expect(deps.save).toHaveBeenCalledTimes(1);
    expect(vi.mocked(deps.save).mock.calls[0]).toEqual([]);
  });
});

describe('catching the book file up at start (issue 23, item 2)', () => {
  it('writes the file when it lacks what the database holds, once settings are loaded', async () => {
    const { controller, calls } = setup({ fileBehind: async () => true });
    const caught = controller.catchUp();
    void controller.init();
    expect(await caught).toBe('file');
    expect(calls).toEqual(['save']);
  });

  it('leaves a file that is up to date alone, and writes nothing while auto-save is off', async () => {
    const current = setup({ fileBehind: async () => false });
    await current.controller.init();
    expect(await current.controller.catchUp()).toBe('current');
    const off = setup({
      fileBehind: async () => true,
      loadSettings: async () => ({ enabled: false, interval: 5 }),
    });
    await off.controller.init();
    expect(await off.controller.catchUp()).toBe('disabled');
    expect([...current.calls, ...off.calls]).toEqual([]);
  });
});
