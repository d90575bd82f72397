/** The atlas screens' routes and the record kind each shows (workers/contract/atlas.ts). */
import type { AtlasKind } from '../../../workers/contract/atlas';

/** Route id (/world-atlas/<id>) → record kind, for the screens with records. */
export const SECTION_KINDS: Readonly<Record<string, AtlasKind>> = {
  locations: 'locations',
  characters: 'characters',
  cultures: 'cultures',
  faunaflora: 'flora_fauna',
  'history-timeline': 'timelines',
  geography: 'geography',
  languages: 'languages',
  'magic-technology': 'magic_technology',
  'politics-government': 'politics_government',
  'religion-beliefs': 'religion_beliefs',
};

/** The route id of a kind (for links from one record to another). */
export const sectionOf = (kind: AtlasKind): string =>
  Object.entries(SECTION_KINDS).find(([, k]) => k === kind)?.[0] ?? 'locations';

/** Translation keys: the field labels, and the kind's "New …" and one-record names. */
export const fieldLabelKey = (key: string) => `atlas.field.${key}`;
export const newLabelKey = (kind: AtlasKind) => `atlas.new.${kind}`;
export const categoryKey = (category: string) => `atlas.category.${category}`;
export const subcategoryKey = (subcategory: string) => `atlas.subcategory.${subcategory}`;

/**
 * Where a field sits on the record's card: the key facts at the top beside the picture, the
 * free-text relationships in the Relations section, every other field in the body below.
 */
const KEY_FACTS = new Set(['name', 'event', 'aliases', 'role', 'likeability', 'type', 'date']);
const RELATION_NOTES = new Set(['relationships']);
export type CardPlace = 'facts' | 'relations' | 'body';
export const cardPlaceOf = (key: string): CardPlace =>
  KEY_FACTS.has(key) ? 'facts' : RELATION_NOTES.has(key) ? 'relations' : 'body';
