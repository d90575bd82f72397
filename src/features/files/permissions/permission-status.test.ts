import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computePermissionStatus } from '../../../../workers/contract/permission-status';
import {
  type HandlePermission,
  PermissionMonitor,
  type PermissionStatus,
} from './permission-status';

const handleWith = (state: HandlePermission | Error) => ({
  queryPermission: vi.fn(async () => {
    if (state instanceof Error) throw state;
    return state;
  }),
});

describe('computePermissionStatus', () => {
  it('is unknown without a stored project', () => {
    expect(
      computePermissionStatus({ hasStoredProject: false, folder: 'granted', file: 'granted' }),
    ).toBe('unknown');
    expect(
      computePermissionStatus({ hasStoredProject: true, folder: undefined, file: undefined }),
    ).toBe('unknown');
  });
  it('is granted only when folder and file are both granted', () => {
    const s = (folder: HandlePermission, file: HandlePermission) =>
      computePermissionStatus({ hasStoredProject: true, folder, file });
    expect(s('granted', 'granted')).toBe('granted');
    expect(s('granted', 'prompt')).toBe('prompt');
    expect(s('prompt', 'denied')).toBe('prompt');
    expect(s('denied', 'granted')).toBe('denied');
    expect(s('denied', 'denied')).toBe('denied');
  });
  it('judges a project that stored only one of the handles by that handle', () => {
    expect(
      computePermissionStatus({ hasStoredProject: true, folder: undefined, file: 'granted' }),
    ).toBe('granted');
    expect(
      computePermissionStatus({ hasStoredProject: true, folder: 'denied', file: undefined }),
    ).toBe('denied');
  });
});

describe('PermissionMonitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function monitorWith(results: PermissionStatus[]) {
    const check = vi.fn(async () => results.shift() ?? 'granted');
    const onLost = vi.fn();
    const onChange = vi.fn();
    return { monitor: new PermissionMonitor({ check, onLost, onChange }), check, onLost, onChange };
  }

  it('checks at start and again 1 s later', async () => {
    const { monitor, check, onChange } = monitorWith(['prompt', 'prompt']);
    expect(await monitor.start()).toBe('prompt');
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(check).toHaveBeenCalledTimes(2); // no polling unless granted
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('polls every 30 s while granted and starts recovery when access is lost', async () => {
    const { monitor, check, onLost, onChange } = monitorWith(['granted', 'granted', 'granted']);
    await monitor.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(28_999); // polling started with the first granted check
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onLost).not.toHaveBeenCalled();
    check.mockResolvedValueOnce('denied');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onLost).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('denied');
    await vi.advanceTimersByTimeAsync(300_000);
    expect(check).toHaveBeenCalledTimes(4); // polling stopped
  });

  it('does not treat a change to unknown as a loss', async () => {
    const { monitor, onLost } = monitorWith(['granted', 'unknown']);
    await monitor.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(monitor.current).toBe('unknown');
    expect(onLost).not.toHaveBeenCalled();
  });

  it('reports a loss found by the 1 s recheck', async () => {
    const { monitor, onLost } = monitorWith(['granted', 'prompt']);
    await monitor.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onLost).toHaveBeenCalledTimes(1);
  });

  it('stops all checks when stopped', async () => {
    const { monitor, check } = monitorWith(['granted']);
    await monitor.start();
    monitor.stop();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
