// @vitest-environment jsdom
import type { i18n } from 'i18next';
import { act, createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../../workers/contract/result';
import { createStore, Provider } from '../../../state/jotai';
import { fakeFileHandle } from '../../../testing/fake-records';
import { fakeWorkerApi } from '../../../testing/fake-worker-api';
import { createEnglishI18n, mountTestRoot, type TestRoot } from '../../../testing/react-test-root';
import { readDocumentLocation, writeDocumentLocation } from '../handles/document-location';
import { permissionStatusAtom } from './permission-atoms';
import { FILE_HANDLES_RESTORED_EVENT } from './recover-access';
import { usePermissionMonitor } from './usePermissionMonitor';

// The worker holds the binding and answers the permission; here it is faked.
const file = {
  state: 'granted' as PermissionState,
  requested: 'granted' as PermissionState,
};
const fileHandle = fakeFileHandle('book.json', async () => {
  file.state = file.requested;
  return file.requested;
});
const api = fakeWorkerApi({
  bookFilePermission: async () => ok(file.state),
  bookFileState: async () =>
    ok({
      fileName: 'book.json',
      folderName: null,
      fileHandle,
      directoryHandle: null,
      lastSave: null,
      fromEarlierVisit: false,
    }),
});
vi.mock('../../../worker-client/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../worker-client/client')>()),
  workerApi: () => api,
}));

let i18nInstance: i18n;
let view: TestRoot;
const store = createStore();
const pickBookFile = vi.fn(async () => false);

function Probe() {
  usePermissionMonitor({ pickBookFile });
  return null;
}

beforeAll(async () => {
  i18nInstance = await createEnglishI18n();
});

beforeEach(async () => {
  vi.useFakeTimers();
  localStorage.clear();
  writeDocumentLocation({
    fileName: 'book.json',
    projectFolderName: 'Book',
    timestamp: '2026-01-01T00:00:00.000Z',
    persistentHandles: true,
  });
  view = mountTestRoot();
  await act(async () => {
    view.root.render(
      createElement(
        I18nextProvider,
        { i18n: i18nInstance },
        createElement(Provider, { store }, createElement(Probe)),
      ),
    );
    await vi.advanceTimersByTimeAsync(1000);
  });
});

afterEach(() => {
  view.unmount();
  vi.useRealTimers();
});

describe('usePermissionMonitor', () => {
  it('reports granted, then recovers a lost permission through the dialog', async () => {
    expect(store.get(permissionStatusAtom)).toBe('granted');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const restored = vi.fn();
    window.addEventListener(FILE_HANDLES_RESTORED_EVENT, restored);
    file.state = 'prompt';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    window.removeEventListener(FILE_HANDLES_RESTORED_EVENT, restored);
    expect(confirm.mock.calls[0]?.[0]).toMatch(/^File Access Lost\n\n.*book\.json/);
    expect(alert).toHaveBeenCalledWith('File access restored successfully!');
    expect(restored).toHaveBeenCalledTimes(1);
    expect(store.get(permissionStatusAtom)).toBe('granted');
    expect(readDocumentLocation()?.lastPermissionGrant).toEqual(expect.any(String));
  });
});
