/** Test fixture: an auto-save controller with recording fakes for every dependency. */
import { vi } from 'vitest';
import type { SaveOutcome } from '../../../../workers/contract/book-file';
import { AutosaveController, type AutosaveDeps } from './autosave-controller';

/** Builds a controller whose dependencies are spies; `calls` lists the saves in order. */
export function setupController(overrides: Partial<AutosaveDeps> = {}) {
  const calls: string[] = [];
  const deps = {
    now: () => Date.now(),
    loadSettings: vi.fn<AutosaveDeps['loadSettings']>(async () => ({ enabled: true, interval: 5 })),
    persistSettings: vi.fn(async () => undefined),
    getDocument: vi.fn(async () => ({ title: 'My Book', author: 'Jane' })),
    save: vi.fn(async (): Promise<SaveOutcome> => {
      calls.push('save');
      return {
        kind: 'saved',
        target: 'file',
        fileName: 'my-book.json',
        at: new Date().toISOString(),
      };
    }),
    onOutcome: vi.fn(),
    ...overrides,
  } satisfies AutosaveDeps;
  const controller = new AutosaveController(deps);
  return { controller, deps, calls };
}
