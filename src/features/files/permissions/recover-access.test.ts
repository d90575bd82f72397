import { describe, expect, it, vi } from 'vitest';
import type { ProjectHandles } from './permission-status';
import {
  FILE_HANDLES_RESTORED_EVENT,
  REQUEST_FOLDER_SELECTION_EVENT,
  type RecoverAccessOptions,
  recoverAccess,
  requestHandlesPermission,
} from './recover-access';

// Keys stand in for texts, so the tests can see which message was shown.
const t = (key: string) => key;
const handles: ProjectHandles = {
  fileHandle: { name: 'book.json' } as FileSystemFileHandle,
  fileName: 'book.json',
};

function setup(answers: boolean[], overrides: Partial<RecoverAccessOptions> = {}) {
  const shown: string[] = [];
  const events: Event[] = [];
  const options: RecoverAccessOptions = {
    variant: 'lost',
    handles,
    t,
    confirm: vi.fn((message: string) => {
      shown.push(`confirm:${message.split('\n')[0]}`);
      return answers.shift() ?? false;
    }),
    alert: vi.fn((message: string) => {
      shown.push(`alert:${message.replace(/\n\n/g, '|')}`);
    }),
    requestPermission: vi.fn(async () => true),
    pickBookFile: vi.fn(async () => true),
    dispatch: (event) => events.push(event),
    ...overrides,
  };
  return { options, shown, events };
}

describe('recoverAccess', () => {
  it('asks to pick the book file when no handles are stored', async () => {
    const { options, shown, events } = setup([true], { handles: null });
    expect(await recoverAccess(options)).toBe('picked');
    expect(shown).toEqual(['confirm:permissions.no_handles']);
    expect(options.pickBookFile).toHaveBeenCalledTimes(1);
    expect(options.requestPermission).not.toHaveBeenCalled();
    expect(events.map((e) => e.type)).toEqual([FILE_HANDLES_RESTORED_EVENT]);
  });

  it('confirms with the variant dialog, requests permission and announces success', async () => {
    const { options, shown, events } = setup([true]);
    expect(await recoverAccess(options)).toBe('granted');
    expect(shown).toEqual(['confirm:permissions.dialog.lost.title', 'alert:permissions.restored']);
    expect(options.requestPermission).toHaveBeenCalledWith(handles);
    const [event] = events;
    expect(event?.type).toBe(FILE_HANDLES_RESTORED_EVENT);
    expect((event as CustomEvent).detail).toEqual({ source: 'permission', handles });
  });

  it('does nothing more when the dialog is cancelled', async () => {
    const { options, events } = setup([false], { variant: 'expired' });
    expect(await recoverAccess(options)).toBe('cancelled');
    expect(options.confirm).toHaveBeenCalledWith(
      expect.stringMatching(/^permissions\.dialog\.expired\.title/),
    );
    expect(options.requestPermission).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('shows the failure with troubleshooting text and retries when asked', async () => {
    const requestPermission = vi
      .fn<(h: ProjectHandles) => Promise<boolean>>()
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(true);
    const { options, shown } = setup([true, true], { requestPermission });
    expect(await recoverAccess(options)).toBe('granted');
    expect(shown).toEqual([
      'confirm:permissions.dialog.lost.title',
      'alert:permissions.restore_failed|permissions.troubleshooting',
      'confirm:permissions.retry',
      'alert:permissions.restored',
    ]);
  });

  it('offers to reselect the book file after a refused request', async () => {
    const requestPermission = vi.fn(async () => {
      throw new DOMException('User activation is required', 'SecurityError');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { options, shown, events } = setup([true, false, true], { requestPermission });
    expect(await recoverAccess(options)).toBe('picked');
    expect(shown.slice(-2)).toEqual([
      'confirm:permissions.retry',
      'confirm:permissions.reselect_file',
    ]);
    expect(options.pickBookFile).toHaveBeenCalledTimes(1);
    expect((events[0] as CustomEvent).detail).toEqual({ source: 'picked', handles: null });
  });

  it('can ask for the project folder through request-folder-selection', async () => {
    const { options, events } = setup([true, false, false, true], {
      requestPermission: async () => false,
    });
    expect(await recoverAccess(options)).toBe('folder-requested');
    expect(events.map((e) => e.type)).toEqual([REQUEST_FOLDER_SELECTION_EVENT]);
    expect(options.pickBookFile).not.toHaveBeenCalled();
  });

  it('ends as failed when every offer is declined, and stops offering retries', async () => {
    const requestPermission = vi.fn(async () => false);
    const { options, shown } = setup([true, true, true], { requestPermission, maxAttempts: 3 });
    expect(await recoverAccess(options)).toBe('failed');
    expect(requestPermission).toHaveBeenCalledTimes(3);
    expect(shown.at(-1)).toBe('confirm:permissions.reselect_folder');
  });

  it('dispatches on window by default', async () => {
    const { options } = setup([true]);
    const { dispatch: _unused, ...withoutDispatch } = options;
    const seen = vi.fn();
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    target.addEventListener(FILE_HANDLES_RESTORED_EVENT, seen);
    await recoverAccess(withoutDispatch);
    vi.unstubAllGlobals();
    expect(seen).toHaveBeenCalledTimes(1);
  });
});

describe('requestHandlesPermission', () => {
  it('requests readwrite on every handle and needs all of them granted', async () => {
    const folder = { requestPermission: vi.fn(async () => 'granted' as const) };
    const file = { requestPermission: vi.fn(async (): Promise<PermissionState> => 'denied') };
    const both = {
      directoryHandle: folder as unknown as FileSystemDirectoryHandle,
      fileHandle: file as unknown as FileSystemFileHandle,
      fileName: 'b',
    };
    expect(await requestHandlesPermission(both)).toBe(false);
    expect(folder.requestPermission).toHaveBeenCalledWith({ mode: 'readwrite' });
    file.requestPermission.mockResolvedValueOnce('granted');
    expect(await requestHandlesPermission(both)).toBe(true);
    expect(await requestHandlesPermission({ fileName: 'x' })).toBe(true);
  });
});
