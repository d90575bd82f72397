import { describe, expect, it } from 'vitest';
import {
  cleanCollaborators,
  cleanImageUrl,
  cleanLabelColor,
  cleanList,
  cleanNoteColor,
  cleanSpecialFields,
} from './clean-fields';
import { prepareRecord } from './prepare-record';

describe('lists', () => {
  it('keep plain strings only: markup removed, numbers as text, objects dropped', () => {
    expect(
      cleanList([
        'brave',
        '<img src=x onerror=alert(1)>loyal',
        42,
        { __proto__: { polluted: true } },
        ['nested'],
        '  ',
        Number.POSITIVE_INFINITY,
      ]),
    ).toEqual(['brave', 'loyal', '42']);
    expect(cleanList('just one')).toEqual(['just one']);
    expect(cleanList(null)).toEqual([]);
  });

  it('collaborators are plain role and name pairs, nameless ones dropped', () => {
    expect(
      cleanCollaborators([
        { role: '<b>Editor</b>', name: 'Sam <script>alert(1)</script>Reed' },
        { role: 'Illustrator' },
        'not an object',
      ]),
    ).toEqual([{ role: 'Editor', name: 'Sam Reed' }]);
  });
});

describe('image URLs', () => {
  it('keep http(s) and pictures the app stored; anything else is cleared', () => {
    expect(cleanImageUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(cleanImageUrl('javascript:alert(1)')).toBe('');
    expect(cleanImageUrl('data:text/html,<script>alert(1)</script>')).toBe('');
    expect(cleanImageUrl('data:image/webp;base64,AAAA')).toBe('data:image/webp;base64,AAAA');
    expect(cleanImageUrl('images/abc.webp')).toBe('images/abc.webp');
    expect(cleanImageUrl({ href: 'https://x' })).toBe('');
  });
});

describe('colours', () => {
  it('notes take badge colours from the 12 (one or several) and backgrounds from the 10', () => {
    expect(cleanNoteColor('teal')).toBe('teal');
    expect(cleanNoteColor(['red', 'url(http://evil)', 'red', 'blue'])).toEqual(['red', 'blue']);
    expect(cleanNoteColor('url(http://evil)')).toBe('white');
    const note = prepareRecord('notes', {
      color: 'expression(alert(1))',
      background_color: 'mint',
    });
    expect(note).toMatchObject({ color: 'white', background_color: 'mint' });
    expect(prepareRecord('notes', { background_color: '#fff;background:url(x)' })).toMatchObject({
      background_color: 'white',
    });
  });

  it('labels keep one of the 14 colours, else the colour of their own name', () => {
    expect(cleanLabelColor('#3b82f6', 'blue')).toBe('#3b82f6');
    expect(cleanLabelColor('teal', 'red')).toBe('#14b8a6');
    expect(cleanLabelColor('url(http://evil)', 'red')).toBe('#ef4444');
    expect(cleanLabelColor(7, 'nobody')).toBe('#6b7280');
  });
});

describe('records', () => {
  it('an imported character keeps no markup in its lists and no script URL', () => {
    const record = prepareRecord('characters', {
      name: 'Ada',
      traits: ['<a href="javascript:alert(1)">curious</a>'],
      relationships: ['sister of <b>Tom</b>'],
      image_url: 'javascript:alert(1)',
    });
    expect(record).toMatchObject({
      traits: ['curious'],
      relationships: ['sister of Tom'],
      image_url: '',
    });
  });

  it('copyright ISBNs and collaborators are cleaned too', () => {
    const out: Record<string, unknown> = {
      isbn: ['978-0-306-40615-7', '<i>x</i>'],
      collaborators: [{ role: 'Editor', name: 'Ann' }],
    };
    cleanSpecialFields('copyright', out);
    expect(out).toEqual({
      isbn: ['978-0-306-40615-7', 'x'],
      collaborators: [{ role: 'Editor', name: 'Ann' }],
    });
  });
});
