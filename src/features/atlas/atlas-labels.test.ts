/**
 * Every name the atlas screens build a translation key from at run time (the contract's fields,
 * location categories and subcategories) has its label in en.json: the type check cannot see
 * these strings, so this test does.
 */
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { ATLAS_FIELDS, ATLAS_KINDS, LOCATION_CATEGORIES } from '../../../workers/contract/atlas';
import { categoryKey, fieldLabelKey, newLabelKey, subcategoryKey } from './atlas-kinds';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { translation: en } } });
});

describe('atlas labels', () => {
  it('has a label for every field, kind, location category and subcategory', () => {
    const keys = [
      ...Object.values(ATLAS_FIELDS).flatMap((fields) => fields.map((f) => fieldLabelKey(f.key))),
      ...ATLAS_KINDS.map(newLabelKey),
      ...Object.keys(LOCATION_CATEGORIES).map(categoryKey),
      ...Object.values(LOCATION_CATEGORIES).flat().map(subcategoryKey),
    ];
    const missing = keys.filter((key) => !i18next.exists(key));
    expect(missing).toEqual([]);
  });
});
