/** The world atlas in the worker: defaults, cleaning, tags, order, delete and restore. */
import { describe, expect, it } from 'vitest';
import { data, freshApi } from '../../../tests/worker-api';
import { ATLAS_DEFAULT_NAMES, ATLAS_FIELDS, ATLAS_KINDS, nameField } from '../../contract/atlas';

describe('atlas records', () => {
  it('creates every kind with the spec default name and every field empty', async () => {
    const api = await freshApi('atlas-defaults');
    for (const kind of ATLAS_KINDS) {
      const record = await data(api.createAtlasRecord(kind));
      expect(record.fields[nameField(kind)]).toBe(ATLAS_DEFAULT_NAMES[kind]);
      for (const field of ATLAS_FIELDS[kind]) {
        if (field.key === nameField(kind)) continue;
        const value = record.fields[field.key];
        if (field.type === 'list') expect(value).toEqual([]);
        else if (field.type === 'location_type')
          expect(value).toEqual({ category: 'uncategorized', subcategory: '' });
        else expect(value).toBe('');
      }
      expect(record.tags).toEqual([]);
      expect(record.mark_for_delete).toBe(0);
    }
    expect(ATLAS_DEFAULT_NAMES).toMatchObject({
      locations: 'new location',
      characters: 'new character',
      cultures: 'new culture',
      flora_fauna: 'new fauna and flora',
    });
  });

  it('names a new record in the interface language when the screen says so, markup removed', async () => {
    const api = await freshApi('atlas-default-name');
    expect((await data(api.createAtlasRecord('locations', 'nouveau lieu'))).fields.name).toBe(
      'nouveau lieu',
    );
    expect((await data(api.createAtlasRecord('timelines', '<b>حدث جديد</b>'))).fields.event).toBe(
      'حدث جديد',
    );
    expect((await data(api.createAtlasRecord('cultures', '  '))).fields.name).toBe('new culture');
  });

  it('removes markup from plain fields and from every string in lists and tags', async () => {
    const api = await freshApi('atlas-clean');
    const { id } = await data(api.createAtlasRecord('characters'));
    const saved = await data(
      api.updateAtlasRecord('characters', id, {
        fields: {
          name: '<b>Mara</b> <img src=x onerror=alert(1)>',
          description: '<script>alert(1)</script>Keeper of the light',
          traits: ['<i>brave</i>', 'stubborn', 'Brave', '', 42, { evil: true }],
          unknown_field: 'dropped',
        },
        tags: ['<a href="javascript:alert(1)">hero</a>', 'hero', 'HERO', 'lighthouse'],
      }),
    );
    expect(saved.fields.name).toBe('Mara');
    expect(saved.fields.description).toBe('Keeper of the light');
    expect(saved.fields.traits).toEqual(['brave', 'stubborn', '42']);
    expect(saved.fields).not.toHaveProperty('unknown_field');
    expect(saved.tags).toEqual(['hero', 'lighthouse']);
    // Stored in the kind's own tag table.
    const rows = await data(api.fetchAll('characters_tags'));
    expect(rows.map((r) => r.tag).sort()).toEqual(['hero', 'lighthouse']);
  });

  it('keeps only a location type the spec knows, with a subcategory of its category', async () => {
    const api = await freshApi('atlas-location-type');
    const { id } = await data(api.createAtlasRecord('locations'));
    const set = (type: unknown) =>
      data(api.updateAtlasRecord('locations', id, { fields: { type } }));
    expect((await set({ category: 'settlements', subcategory: 'port' })).fields.type).toEqual({
      category: 'settlements',
      subcategory: 'port',
    });
    expect((await set({ category: 'settlements', subcategory: 'glacier' })).fields.type).toEqual({
      category: 'settlements',
      subcategory: '',
    });
    expect((await set({ category: '<b>x</b>', subcategory: 'port' })).fields.type).toEqual({
      category: 'uncategorized',
      subcategory: '',
    });
  });

  it('reorders, deletes and restores without erasing anything', async () => {
    const api = await freshApi('atlas-order');
    const a = await data(api.createAtlasRecord('cultures'));
    const b = await data(api.createAtlasRecord('cultures'));
    const c = await data(api.createAtlasRecord('cultures'));
    await data(api.moveAtlasRecord('cultures', c.id, -1));
    const ids = async () =>
      (await data(api.listAtlas('cultures')))
        .filter((r) => r.mark_for_delete === 0)
        .map((r) => r.id);
    expect(await ids()).toEqual([a.id, c.id, b.id]);
    await data(api.moveAtlasRecord('cultures', a.id, -1));
    expect(await ids()).toEqual([a.id, c.id, b.id]);
    await data(api.setAtlasDeleted('cultures', c.id, true));
    expect(await ids()).toEqual([a.id, b.id]);
    expect(
      (await data(api.listAtlas('cultures'))).find((r) => r.id === c.id)?.mark_for_delete,
    ).toBe(1);
    await data(api.setAtlasDeleted('cultures', c.id, false));
    expect((await ids()).sort()).toEqual([a.id, b.id, c.id].sort());
  });

  it('reads rows of older files: a name in title, a type as text, a list as one string', async () => {
    const api = await freshApi('atlas-legacy');
    const id = await data(
      api.add('locations', {
        title: 'Old Harbour',
        type: 'settlements:port',
        inhabitants: 'fishers',
        position_in_list: 1,
      }),
    );
    const [record] = await data(api.listAtlas('locations'));
    expect(record?.id).toBe(id);
    expect(record?.fields).toMatchObject({
      name: 'Old Harbour',
      type: { category: 'settlements', subcategory: 'port' },
      inhabitants: ['fishers'],
    });
  });

  it('refuses a kind that is not an atlas kind', async () => {
    const api = await freshApi('atlas-kind');
    const result = await api.listAtlas('tree_nodes' as never);
    expect(result.success).toBe(false);
  });
});

describe('atlas pictures', () => {
  it('keeps an uploaded picture, an https address and the thumbnail choice; refuses unsafe ones', async () => {
    const api = await freshApi('atlas-images');
    const { id } = await data(api.createAtlasRecord('locations'));
    const fresh = await data(api.getAtlasRecord('locations', id));
    expect(fresh).toMatchObject({ image: null, image_url: '', image_source: 'uploaded' });
    const png = 'data:image/webp;base64,UklGRg==';
    const saved = await data(
      api.updateAtlasRecord('locations', id, {
        image: { src: png, fileName: '<b>harbour</b>.webp' },
        image_url: 'https://example.org/harbour.jpg',
        image_source: 'external',
      }),
    );
    expect(saved.image).toEqual({ src: png, fileName: 'harbour.webp' });
    expect(saved.image_url).toBe('https://example.org/harbour.jpg');
    expect(saved.image_source).toBe('external');
    const refused = await data(
      api.updateAtlasRecord('locations', id, {
        image: { src: 'javascript:alert(1)', fileName: 'x' },
        image_url: 'javascript:alert(1)',
        image_source: 'somewhere',
      }),
    );
    expect(refused).toMatchObject({ image: null, image_url: '', image_source: 'uploaded' });
  });
});

describe('the kinds the spec only names, in book files', () => {
  it('a newer file keeps their records; an older file without their tables still opens', async () => {
    const api = await freshApi('atlas-v8-file');
    const language = await data(api.createAtlasRecord('languages'));
    await data(
      api.updateAtlasRecord('languages', language.id, {
        fields: { name: 'Newspeak', type: ['constructed'], significance: 'Narrows thought.' },
        tags: ['party'],
      }),
    );
    const { json } = await data(api.exportDatabase());
    expect(JSON.parse(json).data.languages).toHaveLength(1);

    const other = await freshApi('atlas-v8-file-open');
    await data(other.importBook(json));
    const [opened] = await data(other.listAtlas('languages'));
    expect(opened?.fields).toMatchObject({
      name: 'Newspeak',
      type: ['constructed'],
      significance: 'Narrows thought.',
    });
    expect(opened?.tags).toEqual(['party']);

    // The same book as version 7 wrote it: none of the new tables.
    const older = JSON.parse(json);
    for (const kind of [
      'geography',
      'languages',
      'magic_technology',
      'politics_government',
      'religion_beliefs',
    ])
      for (const table of [kind, `${kind}_tags`, `${kind}_rel`]) delete older.data[table];
    older.metadata.version = 7;
    const third = await freshApi('atlas-v8-file-older');
    const report = await data(third.importBook(JSON.stringify(older)));
    expect(report.failedTables).toEqual([]);
    expect(await data(third.listAtlas('languages'))).toEqual([]);
    expect((await data(third.getFrontmatter())).title).toBe('New Book Title');
  });
});
