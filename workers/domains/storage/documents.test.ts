/** The auto-save fallback: file name, JSON shape, and listing and clearing documents. */
import { describe, expect, it, vi } from 'vitest';
import { FakeOpfs } from '../../../tests/fake-opfs';
import { detectFormat } from '../import/validate-import';
import { clearDocuments, listDocuments, saveDocumentToOpfs } from './documents';

const book = { metadata: { databaseName: 'storyBuilderV2' }, data: { documents: [{ id: 1 }] } };

describe('saveDocumentToOpfs', () => {
  it('writes documents/<opfsDocumentName(title)> as {documentId, data, timestamp, version}', async () => {
    const fs = new FakeOpfs();
    const at = new Date('2024-03-04T05:06:07.089Z');
    const saved = await saveDocumentToOpfs(
      { title: '  My Great Book!  ', documentId: 'doc-1', data: book },
      fs.provider,
      at,
    );
    expect(saved.path).toBe('documents/my-great-book.json');
    expect(saved.name).toBe('my-great-book.json');
    const text = fs.text('documents/my-great-book.json') ?? '';
    expect(saved.size).toBe(new TextEncoder().encode(text).byteLength);
    expect(JSON.parse(text)).toEqual({
      documentId: 'doc-1',
      data: book,
      timestamp: '2024-03-04T05:06:07.089Z',
      version: '1.0',
    });
    expect(text).toContain('\n  "documentId": "doc-1"');
  });

  it('writes a file Open Book recognises as an auto-save', async () => {
    const fs = new FakeOpfs();
    await saveDocumentToOpfs({ title: 'A', documentId: 'd', data: book }, fs.provider);
    const detected = detectFormat(JSON.parse(fs.text('documents/a.json') ?? ''));
    expect(detected.ok && detected.value.format).toBe('autosave');
  });

  it('names an untitled book untitled.json and replaces its earlier save', async () => {
    const fs = new FakeOpfs();
    await saveDocumentToOpfs({ title: '', documentId: 'd', data: { n: 1 } }, fs.provider);
    await saveDocumentToOpfs({ title: null, documentId: 'd', data: { n: 2 } }, fs.provider);
    expect(fs.names('documents')).toEqual(['untitled.json']);
    expect(JSON.parse(fs.text('documents/untitled.json') ?? '').data).toEqual({ n: 2 });
  });

  it('rejects a missing document id or missing data', async () => {
    const fs = new FakeOpfs();
    await expect(
      saveDocumentToOpfs({ title: 'A', documentId: '', data: {} }, fs.provider),
    ).rejects.toMatchObject({ code: 'invalid_argument' });
    await expect(
      saveDocumentToOpfs({ title: 'A', documentId: 'd', data: undefined }, fs.provider),
    ).rejects.toThrow('Invalid argument: data is required');
    expect(fs.names('documents')).toEqual([]);
  });

  it('fails with "Failed to create documents directory" when the folder cannot be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fs = new FakeOpfs({ failFolders: ['documents'] });
    await expect(
      saveDocumentToOpfs({ title: 'A', documentId: 'd', data: {} }, fs.provider),
    ).rejects.toThrow('Failed to create documents directory');
  });
});

describe('listing and clearing documents', () => {
  it('lists newest first and clears them all', async () => {
    const fs = new FakeOpfs();
    await saveDocumentToOpfs({ title: 'First', documentId: 'd', data: {} }, fs.provider);
    await saveDocumentToOpfs({ title: 'Second', documentId: 'd', data: {} }, fs.provider);
    expect((await listDocuments(fs.provider)).map((f) => f.name)).toEqual([
      'second.json',
      'first.json',
    ]);
    expect(await clearDocuments(fs.provider)).toBe(2);
    expect(await listDocuments(fs.provider)).toEqual([]);
  });
});
