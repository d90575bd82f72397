/** The atlas screens' record kinds, labels and card layout (workers/contract/atlas.ts). */
import type { AtlasKind } from '../../../workers/contract/atlas';
import type { TranslationKey } from '../../i18n/keys';
import { ATLAS_SECTIONS, atlasRouteOf } from '../../navigation/sections';

/** Route id (/world-atlas/<id>) → record kind, from the one list of atlas screens. */
export const SECTION_KINDS: Readonly<Record<string, AtlasKind>> = Object.fromEntries(
  ATLAS_SECTIONS.map((s) => [s.id, s.table]),
);

/** The route id of a kind (for links from one record to another). */
export const sectionOf = atlasRouteOf;

/** Translation keys: the field labels, and the kind's "New …" and one-record names. */
// Field, category and subcategory names come from the contract's lists (workers/contract/atlas.ts),
// strings at run time: atlas-labels.test.ts checks every one has its label in en.json.
export const fieldLabelKey = (key: string) => `atlas.field.${key}` as TranslationKey;
export const newLabelKey = (kind: AtlasKind) => `atlas.new.${kind}` as const;
export const categoryKey = (category: string) => `atlas.category.${category}` as TranslationKey;
export const subcategoryKey = (subcategory: string) =>
  `atlas.subcategory.${subcategory}` as TranslationKey;

/**
 * Where a field sits on the record's card: the key facts at the top beside the picture, the
 * free-text relationships in the Relations section, every other field in the body below.
 */
const KEY_FACTS = new Set(['name', 'event', 'aliases', 'role', 'likeability', 'type', 'date']);
const RELATION_NOTES = new Set(['relationships']);
export type CardPlace = 'facts' | 'relations' | 'body';
export const cardPlaceOf = (key: string): CardPlace =>
  KEY_FACTS.has(key) ? 'facts' : RELATION_NOTES.has(key) ? 'relations' : 'body';
