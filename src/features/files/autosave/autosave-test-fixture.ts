/** Test fixture: an auto-save controller with recording fakes for every dependency. */
import { vi } from 'vitest';
import { AutosaveController, type AutosaveDeps, type FileSaveOutcome } from './autosave-controller';

/** Builds a controller whose dependencies are spies; `calls` lists the save targets in order. */
export function setupController(overrides: Partial<AutosaveDeps> = {}) {
  const calls: string[] = [];
  const deps = {
    now: () => Date.now(),
    loadSettings: vi.fn<AutosaveDeps['loadSettings']>(async () => ({ enabled: true, interval: 5 })),
    persistSettings: vi.fn(async () => undefined),
    getDocument: vi.fn(async () => ({ title: 'My Book', author: 'Jane' })),
    buildPayload: vi.fn(async () => '{"data":{}}'),
    saveToFile: vi.fn(async (): Promise<FileSaveOutcome> => {
      calls.push('file');
      return 'saved';
    }),
    saveToOpfs: vi.fn(async () => {
      calls.push('opfs');
    }),
    markSaved: vi.fn(async () => undefined),
    onHandleDropped: vi.fn(),
    ...overrides,
  } satisfies AutosaveDeps;
  const controller = new AutosaveController(deps);
  return { controller, deps, calls };
}
