/** An atlas record's form changes become the worker's change: fields, tags, picture. */
import { describe, expect, it } from 'vitest';
import { atlasChangeOf, pictureEdits, TAGS } from './atlas-draft';

describe('atlas form changes', () => {
  it('sends fields as fields, the tags as tags and the picture as the record’s own keys', () => {
    const edits = {
      name: 'Ada',
      aliases: ['A.'],
      [TAGS]: ['hero'],
      ...pictureEdits({ image_url: 'https://example.org/a.png', image_source: 'external' }),
    };
    expect(atlasChangeOf(edits)).toEqual({
      fields: { name: 'Ada', aliases: ['A.'] },
      tags: ['hero'],
      image_url: 'https://example.org/a.png',
      image_source: 'external',
    });
  });

  it('reads a draft journaled before the shared journal (fields and __tags) the same way', () => {
    expect(atlasChangeOf({ description: 'Old', __tags: [] })).toEqual({
      fields: { description: 'Old' },
      tags: [],
    });
  });
});
