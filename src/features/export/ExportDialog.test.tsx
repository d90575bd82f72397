// @vitest-environment jsdom
/** The export dialog: remembered choices, the planned file, progress with Cancel, the outcome. */
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkerApi } from '../../../workers/api';
import { defaultCopyright } from '../../../workers/contract/defaults';
import {
  DEFAULT_EXPORT_CHOICES,
  type ExportOutcome,
  type ExportProgress,
} from '../../../workers/contract/export';
import { ok } from '../../../workers/contract/result';
import { fakeFrontmatter } from '../../testing/fake-records';
import { fakeWorkerApi } from '../../testing/fake-worker-api';
import {
  createEnglishI18n,
  mountTestRoot,
  polyfillDialog,
  type TestRoot,
} from '../../testing/react-test-root';

let finish: (outcome: ExportOutcome) => void = () => undefined;
let report: (p: ExportProgress) => void = () => undefined;

const planExport = vi.fn<WorkerApi['planExport']>(async () =>
  ok({
    format: 'markdown',
    fileName: 'the-salt-road.md',
    mimeType: 'text/markdown',
    partCount: 12,
    images: 0,
  }),
);
const exportBook = vi.fn<WorkerApi['exportBook']>((_request, onProgress) => {
  if (onProgress) report = onProgress;
  return new Promise((resolve) => {
    finish = (outcome) => resolve(ok(outcome));
  });
});
const cancelExport = vi.fn<WorkerApi['cancelExport']>(async () => {
  finish({ kind: 'cancelled' });
  return ok(true);
});
const api = fakeWorkerApi({
  getExportChoices: async () => ok(structuredClone(DEFAULT_EXPORT_CHOICES)),
  getCopyright: async () => ok({ ...defaultCopyright('d'), rights: true, full_name: 'Ana Lima' }),
  getFrontmatter: async () => ok(fakeFrontmatter({ title: 'The Salt Road', author: '' })),
  planExport,
  exportBook,
  cancelExport,
});

vi.mock('../../worker-client/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../worker-client/client')>()),
  workerApi: () => api,
}));
vi.mock('../../session/content-saver', () => ({ whenContentStored: async () => undefined }));

const { ExportDialog } = await import('./ExportDialog');

let root: TestRoot;
const onClose = vi.fn();

beforeEach(async () => {
  for (const method of [planExport, exportBook, cancelExport]) method.mockClear();
  polyfillDialog();
  root = mountTestRoot();
  const i18n = await createEnglishI18n();
  await root.render(
    <I18nextProvider i18n={i18n}>
      <ExportDialog format="markdown" onClose={onClose} />
    </I18nextProvider>,
  );
  await act(async () => undefined);
});

afterEach(() => root.unmount());

const q = <T extends Element>(selector: string) => root.container.querySelector<T>(selector);
const button = (name: string) =>
  [...root.container.querySelectorAll('button')].find(
    (b) => b.textContent === name,
  ) as HTMLButtonElement;
/** The first argument of the last call of `method`. */
function lastArg<A>(method: { mock: { lastCall: [A, ...unknown[]] | undefined } }): A {
  const call = method.mock.lastCall;
  if (!call) throw new Error('no such call');
  return call[0];
}

const click = (el: Element) => act(async () => (el as HTMLElement).click());

describe('ExportDialog', () => {
  it('shows the remembered choices and the file the export will make', async () => {
    expect(q('h2')?.textContent).toBe('Export to Markdown');
    const boxes = [...root.container.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    expect(boxes).toHaveLength(15); // 14 sections and the folder headings (no fonts but for EPUB)
    expect(boxes.every((b) => b.checked)).toBe(true);
    expect(q('.export-dialog__file')?.textContent).toBe('File: the-salt-road.md · Parts: 12');
    const plan = planExport.mock.calls[0]?.[0];
    expect(plan?.texts.copyrightLines[0]).toBe('The Salt Road');
  });

  it('plans again with a changed choice and exports with it, showing progress and the file', async () => {
    const glossary = [...root.container.querySelectorAll('label')].find(
      (l) => l.textContent === 'Glossary',
    );
    await click(glossary?.querySelector('input') as HTMLInputElement);
    const plan = lastArg(planExport);
    expect(plan.choices.sections.glossary).toBe(false);
    await click(button('Export'));
    const request = exportBook.mock.calls[0]?.[0];
    expect(request?.choices.sections.glossary).toBe(false);
    expect(request?.target).toBeNull(); // jsdom has no save picker: a download
    await act(async () => report({ phase: 'write', done: 3, total: 12 }));
    const bar = q<HTMLProgressElement>('progress');
    expect(bar?.value).toBe(3);
    expect(bar?.max).toBe(12);
    expect(bar?.getAttribute('aria-label')).toBe('Export progress');
    expect(root.container.textContent).toContain('Writing part 3 of 12');
    const createObjectURL = vi.fn(() => 'blob:x');
    const download = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
    await act(async () =>
      finish({
        kind: 'done',
        result: {
          fileName: 'the-salt-road.md',
          mimeType: 'text/markdown',
          bytes: 10,
          parts: 12,
          images: 0,
          missingImages: [],
        },
        blob: new Blob(['# x']),
      }),
    );
    expect(createObjectURL).toHaveBeenCalled();
    expect(download).toHaveBeenCalled();
    expect(q('[role=status]')?.textContent).toBe('Exported the-salt-road.md.');
  });

  it('cancels a running export and says the book is unchanged', async () => {
    await click(button('Export'));
    await click(button('Cancel'));
    const { id } = lastArg(exportBook);
    expect(cancelExport.mock.calls[0]).toEqual([id]);
    expect(q('[role=status]')?.textContent).toBe(
      'Export cancelled. No file was written, and the book is unchanged.',
    );
  });

  it('says why an export failed', async () => {
    await click(button('Export'));
    await act(async () => finish({ kind: 'failed', reason: 'disk_full', detail: '' }));
    expect(q('[role=alert]')?.textContent).toBe(
      'The export failed. There is not enough space on the disk. The book is unchanged.',
    );
    await click(button('Close'));
    expect(onClose).toHaveBeenCalled();
  });
});
