/** Storage handlers wired as the facade wires them: Results, snapshots and restore. */

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeOpfs } from '../../../tests/fake-opfs';
import { freshDbName } from '../../../tests/fresh-db';
import type { Result } from '../../contract/result';
import { DbSession } from '../../db/session';
import { bookJsonOf } from '../../files/book-json';
import { withResults } from '../../to-result';
import { createImportExportHandlers } from '../import/handlers';
import { createStorageHandlers } from './handlers';

let session: DbSession;
let fs: FakeOpfs;

function wire(opfs = fs) {
  const importExport = createImportExportHandlers(session, bookJsonOf(session));
  const storage = createStorageHandlers(
    session,
    { bookJson: bookJsonOf(session), importBook: (...args) => importExport.importBook(...args) },
    {
      opfs: opfs.provider,
      estimate: async () => null,
    },
  );
  return { importExport, storage, api: withResults(storage, () => session.open()) };
}

const data = <T>(r: Result<T>): T => {
  if (!r.success) throw new Error(`expected success, got: ${r.error.message}`);
  return r.data;
};

const setTitle = (title: string) => session.get().table('frontmatter').update(1, { title });
const title = async () =>
  ((await session.get().table('frontmatter').get(1)) as { title: string }).title;

beforeEach(async () => {
  session = new DbSession(freshDbName('storage'), null);
  await session.open();
  fs = new FakeOpfs();
});

afterEach(() => {
  session.close();
});

describe('storage handlers', () => {
  it('answers "OPFS not available" as a failed Result when there is no OPFS', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importExport = createImportExportHandlers(session, bookJsonOf(session));
    const api = withResults(
      createStorageHandlers(session, {
        bookJson: bookJsonOf(session),
        importBook: importExport.importBook,
      }),
    );
    const r = await api.listOpfsFiles('documents');
    expect(r).toMatchObject({
      success: false,
      error: { code: 'opfs_unavailable', message: 'OPFS not available' },
    });
  });

  it('saves a document, lists, measures and clears a folder', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = wire();
    const saved = data(
      await api.saveDocumentToOpfs({ title: 'My Book', documentId: 'd1', data: { a: 1 } }),
    );
    expect(saved.path).toBe('documents/my-book.json');
    expect(data(await api.listOpfsFiles('documents')).map((f) => f.name)).toEqual(['my-book.json']);
    expect(data(await api.storageUsage()).folders.documents.files).toBe(1);
    expect(data(await api.clearOpfsFolder('documents'))).toBe(1);
    const bad = await api.listOpfsFiles('../' as 'documents');
    expect(bad).toMatchObject({ success: false, error: { code: 'invalid_argument' } });
  });

  it('keeps a snapshot of the current book titled after the front matter', async () => {
    const { api } = wire();
    await setTitle('Moby Dick');
    const name = data(await api.snapshotCurrentBook());
    expect(name).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json$/);
    const kept = data(await api.keepSnapshot('{"metadata":{},"data":{}}', 'Other'));
    const list = data(await api.listSnapshots());
    expect(list.map((s) => [s.name, s.title])).toEqual([
      [kept, 'Other'],
      [name, 'Moby Dick'],
    ]);
  });

  it('restores a snapshot after snapshotting the current book', async () => {
    const { importExport, storage } = wire();
    const api = withResults(storage, () => session.open());
    await setTitle('Version A');
    const a = data(await api.snapshotCurrentBook());
    await setTitle('Version B');

    const importBook = vi.spyOn(importExport, 'importBook');
    const backupsAtImport: string[][] = [];
    importBook.mockImplementation(async (...args) => {
      backupsAtImport.push(fs.names('backups'));
      importBook.mockRestore();
      return importExport.importBook(...args);
    });
    const progress = vi.fn();
    const report = data(await api.restoreSnapshot(a, progress));

    expect(await title()).toBe('Version A');
    expect(report.previousSnapshot).not.toBe(a);
    expect(backupsAtImport).toEqual([[a, report.previousSnapshot].sort()]);
    expect(report.recordsImported).toBeGreaterThan(0);
    expect(progress).toHaveBeenCalled();
    const list = data(await api.listSnapshots());
    expect(list.find((s) => s.name === report.previousSnapshot)?.title).toBe('Version B');

    // The book replaced by the restore can itself be restored.
    data(await api.restoreSnapshot(report.previousSnapshot));
    expect(await title()).toBe('Version B');
  });

  it('restores the oldest of 20 snapshots although the safety snapshot rotates it out', async () => {
    const { api } = wire();
    await setTitle('Oldest');
    const oldest = data(await api.snapshotCurrentBook());
    for (let i = 0; i < 19; i += 1) data(await api.keepSnapshot('{"data":{}}', `n${i}`));
    await setTitle('Current');
    data(await api.restoreSnapshot(oldest));
    expect(await title()).toBe('Oldest');
    expect(fs.names('backups')).not.toContain(oldest);
  });

  it('rejects a bad snapshot name before writing or importing anything', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = wire();
    const r = await api.restoreSnapshot('../documents/my-book.json');
    expect(r).toMatchObject({ success: false, error: { code: 'invalid_argument' } });
    expect(fs.names('backups')).toEqual([]);
  });

  it('removes swap leftovers in both folders', async () => {
    const { api } = wire();
    fs.put('documents/a.json.crswap', 'x');
    fs.put('backups/b.json.crswap', 'x');
    fs.put('backups/b.json', 'x');
    expect(data(await api.cleanStaleSwapFiles()).sort()).toEqual([
      'backups/b.json.crswap',
      'documents/a.json.crswap',
    ]);
    expect(fs.names('backups')).toEqual(['b.json']);
  });
});
