import { describe, expect, it, vi } from 'vitest';
import type { AutosaveSetting } from '../../../../workers/contract/records';
import { fail, ok } from '../../../../workers/contract/result';
import { fakeFrontmatter, fakeSettings } from '../../../testing/fake-records';
import { type AutosaveWorker, autosaveDepsFromWorker } from './autosave-worker-deps';

function fakeWorker(autosave: AutosaveSetting | boolean) {
  const settings = fakeSettings({ various: { autosave, other: 'kept' } });
  const frontmatter = fakeFrontmatter({ title: 'My Book', author: 'Jane' });
  return {
    getSettings: vi.fn<AutosaveWorker['getSettings']>(async () => ok(settings)),
    updateSettings: vi.fn<AutosaveWorker['updateSettings']>(async (changes) =>
      ok({ ...settings, ...changes }),
    ),
    getFrontmatter: vi.fn<AutosaveWorker['getFrontmatter']>(async () => ok(frontmatter)),
    autosaveBook: vi.fn<AutosaveWorker['autosaveBook']>(async () =>
      ok({
        kind: 'saved' as const,
        target: 'file' as const,
        fileName: 'b.json',
        at: '2026-03-01T10:00:00.000Z',
      }),
    ),
    bookFileBehind: vi.fn<AutosaveWorker['bookFileBehind']>(async () => ok(true)),
  };
}

describe('auto-save on the worker facade', () => {
  it('loads various.autosave, including the old boolean form', async () => {
    expect(await autosaveDepsFromWorker(fakeWorker(true)).loadSettings()).toBe(true);
    const deps = autosaveDepsFromWorker(fakeWorker({ enabled: false, interval: 9 }));
    expect(await deps.loadSettings()).toEqual({ enabled: false, interval: 9 });
  });

  it('persists into various without losing its other entries', async () => {
    const api = fakeWorker(true);
    await autosaveDepsFromWorker(api).persistSettings({ enabled: true, interval: 3 });
    expect(api.updateSettings).toHaveBeenCalledWith({
      various: { other: 'kept', autosave: { enabled: true, interval: 3 } },
    });
  });

  it('reads title and author, and no document when the worker has none', async () => {
    const api = fakeWorker(true);
    const deps = autosaveDepsFromWorker(api);
    expect(await deps.getDocument()).toEqual({ title: 'My Book', author: 'Jane' });
    api.getFrontmatter.mockResolvedValueOnce(fail({ message: 'Database not initialized' }));
    expect(await deps.getDocument()).toBeNull();
  });

  it('saves through the worker and surfaces a failed save', async () => {
    const api = fakeWorker(true);
    const deps = autosaveDepsFromWorker(api);
    expect(await deps.save()).toMatchObject({ kind: 'saved', target: 'file' });
    expect(api.autosaveBook).toHaveBeenCalledWith();
    api.autosaveBook.mockResolvedValueOnce(fail({ message: 'nope' }));
    await expect(deps.save()).rejects.toThrow('nope');
  });
});
