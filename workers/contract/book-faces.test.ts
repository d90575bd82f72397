import { describe, expect, it } from 'vitest';
import { bookFaces } from './book-faces';
import { DEFAULT_APP_SETTINGS } from './constants';

describe('bookFaces', () => {
  it('sets the default text in a text face and keeps Playfair Display for headings', () => {
    expect(bookFaces(DEFAULT_APP_SETTINGS.font_family)).toEqual({
      body: 'Literata',
      headings: 'Playfair Display',
    });
    expect(bookFaces(undefined).body).toBe('Literata');
  });

  it('sets text and headings in any other face the author chose', () => {
    expect(bookFaces('EB Garamond')).toEqual({ body: 'EB Garamond', headings: 'EB Garamond' });
    expect(bookFaces('system-ui')).toEqual({ body: 'system-ui', headings: 'system-ui' });
  });
});
