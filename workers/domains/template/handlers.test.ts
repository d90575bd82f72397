/** A new book's template text follows the interface language, and never renames the author's. */
import { describe, expect, it } from 'vitest';
import { freshDbName } from '../../../tests/fresh-db';
import { createApi } from '../../api';

async function data<T>(result: Promise<{ success: boolean; data?: T; error?: unknown }>) {
  const r = await result;
  if (!r.success) throw new Error(JSON.stringify(r.error));
  return r.data as T;
}

const DE = { title: 'Neuer Buchtitel', rootFolder: 'Hauptinhalt', firstPage: 'Seite 1' };
const FR = {
  title: 'Titre du nouveau livre',
  rootFolder: 'Contenu principal',
  firstPage: 'Page 1',
};

async function freshBook(name: string) {
  const api = createApi({ databaseName: freshDbName(name), backup: null });
  await data(api.init());
  return api;
}

const names = async (api: Awaited<ReturnType<typeof freshBook>>) =>
  (await data(api.fetchTree())).map((n) => n.name).sort();

describe('localiseNewBook', () => {
  it('puts the template of a new book into the given language', async () => {
    const api = await freshBook('template-de');
    expect(await data(api.localiseNewBook(DE))).toBe(true);
    const fm = await data(api.getFrontmatter());
    expect(fm.title).toBe('Neuer Buchtitel');
    expect(fm.filename).toBe('Neuer-Buchtitel');
    expect(await names(api)).toEqual(['Hauptinhalt', 'Seite 1'].sort());
    // Asked again: nothing left to change.
    expect(await data(api.localiseNewBook(DE))).toBe(false);
  });

  it('moves from one language to another only through values it knows as template text', async () => {
    const api = await freshBook('template-switch');
    await data(api.localiseNewBook(DE));
    await data(api.localiseNewBook(FR, [DE]));
    expect((await data(api.getFrontmatter())).title).toBe('Titre du nouveau livre');
    expect(await names(api)).toEqual(['Contenu principal', 'Page 1'].sort());
  });

  it('never renames what the author wrote, and leaves a saved book alone', async () => {
    const api = await freshBook('template-own');
    await data(api.updateFrontmatter({ title: 'The Salt Road' }));
    await data(api.localiseNewBook(DE));
    expect((await data(api.getFrontmatter())).title).toBe('The Salt Road');
    expect(await names(api)).toEqual(['Hauptinhalt', 'Seite 1'].sort());

    const saved = await freshBook('template-saved');
    await data(saved.markSaved());
    expect(await data(saved.localiseNewBook(DE))).toBe(false);
    expect((await data(saved.getFrontmatter())).title).toBe('New Book Title');
  });

  it('leaves a book with more than the template tree alone', async () => {
    const api = await freshBook('template-grown');
    const [root] = (await data(api.fetchTree())).filter((n) => n.parentId === null);
    await data(api.createNode({ parentId: root?.id ?? null, type: 'page', name: 'Page 1' }));
    expect(await data(api.localiseNewBook(DE))).toBe(false);
    expect((await data(api.getFrontmatter())).title).toBe('New Book Title');
    expect(await names(api)).toEqual(['Main Content', 'Page 1', 'Page 1']);
  });

  it('strips markup from the texts it is given', async () => {
    const api = await freshBook('template-markup');
    await data(api.localiseNewBook({ ...DE, title: '<img src=x onerror=alert(1)>Titel' }));
    expect((await data(api.getFrontmatter())).title).toBe('Titel');
  });
});
