/** Colour labels: the 14 defaults, renaming, and giving them to pages and folders. */
import { describe, expect, it } from 'vitest';
import { data, freshApi } from '../../../tests/worker-api';

describe('colour labels', () => {
  it('are the spec 14, red at 0.4 and the others at 0.7', async () => {
    const api = await freshApi('labels-defaults');
    const labels = await data(api.listLabels());
    expect(labels.map((l) => l.name)).toEqual([
      'red',
      'orange',
      'yellow',
      'lime',
      'green',
      'teal',
      'blue',
      'indigo',
      'violet',
      'purple',
      'fuchsia',
      'pink',
      'gray',
      'dark',
    ]);
    expect(labels.map((l) => l.alpha)).toEqual([0.4, ...Array(13).fill(0.7)]);
    expect(labels.every((l) => l.label === '' && /^#[0-9a-f]{6}$/i.test(l.color))).toBe(true);
  });

  it('are renamed as plain, trimmed text of at most 40 characters', async () => {
    const api = await freshApi('labels-rename');
    const [red] = await data(api.listLabels());
    const renamed = await data(api.renameLabel(red?.uuid ?? '', '  <b>First</b>   draft  '));
    expect(renamed.label).toBe('First draft');
    expect((await data(api.listLabels()))[0]?.label).toBe('First draft');
    const long = await data(api.renameLabel(red?.uuid ?? '', 'x'.repeat(60)));
    expect(long.label).toHaveLength(40);
    expect((await api.renameLabel('no-such-label', 'x')).success).toBe(false);
  });

  it('are given to a page or folder, taken away, and refused when unknown', async () => {
    const api = await freshApi('labels-nodes');
    const [, orange] = await data(api.listLabels());
    const tree = await data(api.fetchTree());
    const page = tree.find((n) => n.type === 'page');
    const folder = tree.find((n) => n.type === 'folder');
    const changed = await data(api.setNodeLabel(page?.id ?? '', orange?.uuid ?? ''));
    expect(changed.find((n) => n.id === page?.id)?.labelId).toBe(orange?.uuid);
    await data(api.setNodeLabel(folder?.id ?? '', orange?.uuid ?? ''));
    const after = await data(api.fetchTree());
    expect(
      after
        .filter((n) => n.labelId === orange?.uuid)
        .map((n) => n.id)
        .sort(),
    ).toEqual([folder?.id, page?.id].sort());
    await data(api.setNodeLabel(page?.id ?? '', null));
    expect((await data(api.fetchTree())).find((n) => n.id === page?.id)?.labelId).toBeNull();
    expect((await api.setNodeLabel(page?.id ?? '', 'made-up')).success).toBe(false);
  });

  it('and their names and assignments are kept through the book file', async () => {
    const api = await freshApi('labels-file');
    const [red] = await data(api.listLabels());
    await data(api.renameLabel(red?.uuid ?? '', 'Revised'));
    const page = (await data(api.fetchTree())).find((n) => n.type === 'page');
    await data(api.setNodeLabel(page?.id ?? '', red?.uuid ?? ''));
    const file = await data(api.exportDatabase());
    const other = await freshApi('labels-file-2');
    await data(other.importBook(file.json, { clear: true }));
    const labels = await data(other.listLabels());
    const revised = labels.find((l) => l.label === 'Revised');
    expect(revised?.uuid).toBe(red?.uuid);
    const node = (await data(other.fetchTree())).find((n) => n.id === page?.id);
    expect(node?.labelId).toBe(red?.uuid);
  });
});
