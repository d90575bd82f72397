import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AutosaveStatus } from './autosave-controller';
import {
  AutosaveIntervalError,
  isValidAutosaveInterval,
  MAX_AUTOSAVE_INTERVAL_MIN,
  normalizeAutosaveSetting,
} from './autosave-settings';
import { setupController as setup } from './autosave-test-fixture';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T10:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('auto-save settings', () => {
  it('accepts the old boolean setting with an interval of 5 minutes', async () => {
    expect(normalizeAutosaveSetting(true)).toEqual({ enabled: true, interval: 5 });
    expect(normalizeAutosaveSetting(false)).toEqual({ enabled: false, interval: 5 });
    const { controller, deps } = setup({ loadSettings: async () => true });
    const status = await controller.init();
    expect(status).toMatchObject({ enabled: true, interval: 5 });
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(deps.save).toHaveBeenCalledTimes(1);
  });

  it('reads missing or damaged settings with defaults', () => {
    expect(normalizeAutosaveSetting(undefined)).toEqual({ enabled: true, interval: 5 });
    expect(normalizeAutosaveSetting({ enabled: false, interval: -3 })).toEqual({
      enabled: false,
      interval: 5,
    });
    expect(normalizeAutosaveSetting({ interval: 10 })).toEqual({ enabled: true, interval: 10 });
  });

  it('rejects intervals that are not positive minutes', () => {
    const { controller, deps } = setup();
    for (const bad of [
      0,
      -1,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      MAX_AUTOSAVE_INTERVAL_MIN + 1,
    ]) {
      expect(isValidAutosaveInterval(bad)).toBe(false);
      expect(() => controller.setInterval(bad)).toThrow(AutosaveIntervalError);
    }
    expect(deps.persistSettings).not.toHaveBeenCalled();
    expect(isValidAutosaveInterval(0.5)).toBe(true);
  });

  it('changing the interval persists and restarts the timer when enabled', async () => {
    const { controller, deps } = setup();
    await controller.init();
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    await controller.setInterval(2);
    expect(deps.persistSettings).toHaveBeenLastCalledWith({ enabled: true, interval: 2 });
    await vi.advanceTimersByTimeAsync(MINUTE + 59_000);
    expect(deps.save).not.toHaveBeenCalled(); // the 5-minute timer is gone
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.save).toHaveBeenCalledTimes(1);
  });

  it('enable takes an optional positive interval and ignores an invalid one', async () => {
    const { controller, deps } = setup({
      loadSettings: async () => ({ enabled: false, interval: 5 }),
    });
    await controller.init();
    await controller.enable(-4);
    expect(deps.persistSettings).toHaveBeenLastCalledWith({ enabled: true, interval: 5 });
    await controller.enable(3);
    expect(deps.persistSettings).toHaveBeenLastCalledWith({ enabled: true, interval: 3 });
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(deps.save).toHaveBeenCalledTimes(1);
  });

  it('toggle switches between enabled and disabled', async () => {
    const { controller, deps } = setup();
    await controller.init();
    await controller.toggle();
    expect(controller.getStatus().enabled).toBe(false);
    await controller.toggle();
    expect(controller.getStatus().enabled).toBe(true);
    expect(deps.persistSettings).toHaveBeenCalledTimes(2);
  });

  it('a setting changed before the stored one loads is not overwritten', async () => {
    let resolve: (v: boolean) => void = () => undefined;
    const { controller } = setup({ loadSettings: () => new Promise((r) => (resolve = r)) });
    const loading = controller.init();
    await controller.disable();
    resolve(true);
    await loading;
    expect(controller.getStatus().enabled).toBe(false);
  });
});

describe('auto-save status', () => {
  it('reports the next save time as the last save plus the interval', async () => {
    const { controller } = setup();
    const seen: AutosaveStatus[] = [];
    controller.subscribe((s) => seen.push(s));
    await controller.init();
    expect(controller.getStatus()).toEqual({
      enabled: true,
      interval: 5,
      inProgress: false,
      lastSaveTime: null,
      error: null,
      nextSaveTime: null,
      lastTarget: null,
      problem: null,
    });
    await controller.saveNow();
    const saved = Date.parse('2026-03-01T10:00:00.000Z');
    expect(controller.getStatus().lastSaveTime).toBe(saved);
    expect(controller.getStatus().nextSaveTime).toBe(saved + 5 * MINUTE);
    expect(seen.some((s) => s.inProgress)).toBe(true);
    expect(seen.at(-1)?.nextSaveTime).toBe(saved + 5 * MINUTE);
    await controller.disable();
    expect(controller.getStatus().nextSaveTime).toBeNull();
  });

  it('stops notifying after unsubscribe and after dispose', async () => {
    const { controller, deps } = setup();
    const listener = vi.fn();
    const off = controller.subscribe(listener);
    await controller.init();
    const count = listener.mock.calls.length;
    off();
    await controller.saveNow();
    expect(listener).toHaveBeenCalledTimes(count);
    controller.dispose();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(deps.save).toHaveBeenCalledTimes(1);
  });
});
