import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import {
  PERMISSION_VARIANTS,
  permissionConfirmMessage,
  permissionDialogText,
  type Translate,
} from './dialog-text';

let t: Translate;

beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  t = (key, options) => (options ? i18n.t(key, options) : i18n.t(key));
});

describe('file-permission dialog texts', () => {
  it('has the four variants with the spec titles and actions', () => {
    const texts = PERMISSION_VARIANTS.map((v) => permissionDialogText(v, t, 'book.json'));
    expect(texts.map(({ title, action }) => [title, action])).toEqual([
      ['File Access Required', 'Grant Access'],
      ['File Access Denied', 'Restore Access'],
      ['File Access Lost', 'Reconnect to Files'],
      ['Session Expired', 'Renew Access'],
    ]);
    for (const { message } of texts) expect(message).toContain('book.json');
  });

  it('builds the confirm text from title, explanation and action', () => {
    const text = permissionConfirmMessage('lost', t, '');
    expect(text.startsWith('File Access Lost\n\n')).toBe(true);
    expect(text).toContain('your book file');
    expect(text).toContain('Reconnect to Files');
  });
});
