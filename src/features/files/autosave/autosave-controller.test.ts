import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AutosaveDeps, FileSaveOutcome } from './autosave-controller';
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
    expect(deps.saveToFile).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.saveToFile).toHaveBeenCalledTimes(1);
    expect(deps.markSaved).toHaveBeenCalledWith(new Date(Date.now()).toISOString());
  });

  it('an immediate save cancels the pending debounced one', async () => {
    const { controller, deps } = setup();
    await controller.init();
    controller.notifyEdit();
    expect(await controller.saveNow()).toBe('file');
    await vi.advanceTimersByTimeAsync(5000);
    expect(deps.saveToFile).toHaveBeenCalledTimes(1);
  });

  it('saves every interval while enabled and stops when disabled', async () => {
    const { controller, deps } = setup();
    await controller.init();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(deps.saveToFile).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(deps.saveToFile).toHaveBeenCalledTimes(3);
    controller.notifyEdit();
    await controller.disable();
    expect(deps.persistSettings).toHaveBeenLastCalledWith({ enabled: false, interval: 5 });
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(deps.saveToFile).toHaveBeenCalledTimes(3);
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
    expect(deps.saveToFile).not.toHaveBeenCalled();
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
    expect(deps.buildPayload).not.toHaveBeenCalled();
    expect(deps.saveToFile).not.toHaveBeenCalled();
    expect(deps.saveToOpfs).not.toHaveBeenCalled();
    expect(controller.getStatus().lastSaveTime).toBeNull();
  });

  it('skips a save while another one is running', async () => {
    let release: (outcome: FileSaveOutcome) => void = () => undefined;
    const saveToFile = vi.fn(() => new Promise<FileSaveOutcome>((resolve) => (release = resolve)));
    const { controller } = setup({ saveToFile });
    await controller.init();
    const first = controller.saveNow();
    await flush();
    expect(controller.getStatus().inProgress).toBe(true);
    expect(await controller.saveNow()).toBe('busy');
    release('saved');
    expect(await first).toBe('file');
    expect(saveToFile).toHaveBeenCalledTimes(1);
    expect(controller.getStatus().inProgress).toBe(false);
  });

  it('falls back to private storage when the file save fails or there is no handle', async () => {
    const saveToFile = vi
      .fn<AutosaveDeps['saveToFile']>()
      .mockResolvedValueOnce('failed')
      .mockResolvedValueOnce('no-handle')
      .mockRejectedValueOnce(new Error('disk gone'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { controller, deps } = setup({ saveToFile });
    await controller.init();
    for (let i = 0; i < 3; i++) expect(await controller.saveNow()).toBe('opfs');
    expect(deps.saveToOpfs).toHaveBeenCalledTimes(3);
    expect(deps.saveToOpfs).toHaveBeenCalledWith('{"data":{}}', 'My Book');
    expect(deps.onHandleDropped).not.toHaveBeenCalled();
    expect(deps.markSaved).toHaveBeenCalledTimes(3);
  });

  it('drops the file handle on a permission error and falls back', async () => {
    const { controller, deps, calls } = setup({
      saveToFile: vi.fn(async (): Promise<FileSaveOutcome> => 'permission-error'),
    });
    await controller.init();
    expect(await controller.saveNow()).toBe('opfs');
    expect(deps.onHandleDropped).toHaveBeenCalledTimes(1);
    expect(deps.saveToOpfs).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['opfs']);
  });

  it('reports a failure when both targets fail, and clears it after the next save', async () => {
    const saveToOpfs = vi.fn<AutosaveDeps['saveToOpfs']>().mockRejectedValueOnce(new Error('full'));
    const saveToFile = vi.fn<AutosaveDeps['saveToFile']>().mockResolvedValue('failed');
    const { controller, deps } = setup({ saveToFile, saveToOpfs });
    await controller.init();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await controller.saveNow()).toBe('failed');
    expect(controller.getStatus().error).toEqual({
      key: 'autosave.errors.save_failed',
      reason: 'full',
    });
    expect(deps.markSaved).not.toHaveBeenCalled();
    expect(await controller.saveNow()).toBe('opfs');
    expect(controller.getStatus().error).toBeNull();
  });

  it('passes the header to the payload builder', async () => {
    const { controller, deps } = setup();
    await controller.init();
    await controller.saveNow();
    expect(deps.buildPayload).toHaveBeenCalledWith({
      title: 'My Book',
      author: 'Jane',
      date: '2026-03-01T10:00:00.000Z',
    });
  });
});
