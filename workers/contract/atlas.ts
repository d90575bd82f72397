/**
 * The world atlas (docs/spec/product-and-screens.md §3 Location, Character, Culture, Fauna and
 * flora, Timeline event, Relations and tags): the record kinds, their fields and defaults, and
 * the location categories. Shared by the worker (which cleans and stores) and the screens
 * (which lay the fields out), so both read the same list.
 */
import type { TableName } from './tables';

export const ATLAS_KINDS = [
  'locations',
  'characters',
  'cultures',
  'flora_fauna',
  'timelines',
  // The kinds the spec only names (schema v8): one generic field layout.
  'geography',
  'languages',
  'magic_technology',
  'politics_government',
  'religion_beliefs',
] as const;
export type AtlasKind = (typeof ATLAS_KINDS)[number];
export const isAtlasKind = (value: unknown): value is AtlasKind =>
  typeof value === 'string' && (ATLAS_KINDS as readonly string[]).includes(value);

/** The tag table of each kind (spec: characters_tags, locations_tags, …, timeline_tags). */
export const ATLAS_TAG_TABLES: Record<AtlasKind, TableName> = {
  locations: 'locations_tags',
  characters: 'characters_tags',
  cultures: 'culture_tags',
  flora_fauna: 'flora_fauna_tags',
  timelines: 'timeline_tags',
  geography: 'geography_tags',
  languages: 'languages_tags',
  magic_technology: 'magic_technology_tags',
  politics_government: 'politics_government_tags',
  religion_beliefs: 'religion_beliefs_tags',
};

/** How a field is edited and cleaned: one line, several lines, a list of tags, the location type. */
export type AtlasFieldType = 'line' | 'text' | 'list' | 'location_type' | 'date';

export interface AtlasField {
  key: string;
  type: AtlasFieldType;
}

/** The field holding a record's name (a timeline event's is `event`). */
export const nameField = (kind: AtlasKind): 'name' | 'event' =>
  kind === 'timelines' ? 'event' : 'name';

/** The generic layout of the kinds the spec only names: name, description, type tags, … */
const GENERIC_FIELDS: readonly AtlasField[] = [
  { key: 'name', type: 'line' },
  { key: 'aliases', type: 'list' },
  { key: 'description', type: 'text' },
  { key: 'type', type: 'list' },
  { key: 'significance', type: 'text' },
  { key: 'history', type: 'text' },
];

/** Every field the spec lists for each kind, in the order the record's screen shows them. */
export const ATLAS_FIELDS: Record<AtlasKind, readonly AtlasField[]> = {
  locations: [
    { key: 'name', type: 'line' },
    { key: 'aliases', type: 'list' },
    { key: 'type', type: 'location_type' },
    { key: 'description', type: 'text' },
    { key: 'climate', type: 'text' },
    { key: 'history', type: 'text' },
    { key: 'inhabitants', type: 'list' },
    { key: 'notable_features', type: 'text' },
    { key: 'connected_locations', type: 'list' },
  ],
  characters: [
    { key: 'name', type: 'line' },
    { key: 'aliases', type: 'list' },
    { key: 'role', type: 'line' },
    { key: 'description', type: 'text' },
    { key: 'traits', type: 'list' },
    { key: 'goals', type: 'text' },
    { key: 'arc', type: 'text' },
    { key: 'likeability', type: 'line' },
    { key: 'relationships', type: 'list' },
  ],
  cultures: [
    { key: 'name', type: 'line' },
    { key: 'aliases', type: 'list' },
    { key: 'description', type: 'text' },
    { key: 'type', type: 'list' },
    { key: 'habitat', type: 'text' },
    { key: 'behavior', type: 'text' },
    { key: 'significance', type: 'text' },
    { key: 'interactions', type: 'text' },
    { key: 'practitioners', type: 'list' },
    { key: 'history', type: 'text' },
  ],
  flora_fauna: [
    { key: 'name', type: 'line' },
    { key: 'aliases', type: 'list' },
    { key: 'description', type: 'text' },
    { key: 'type', type: 'list' },
    { key: 'habitat', type: 'list' },
    { key: 'behavior', type: 'text' },
    { key: 'significance', type: 'text' },
    { key: 'interactions', type: 'text' },
    { key: 'practitioners', type: 'list' },
    { key: 'history', type: 'text' },
  ],
  timelines: [
    { key: 'event', type: 'line' },
    { key: 'date', type: 'date' },
    { key: 'sort_key', type: 'line' },
    { key: 'description', type: 'text' },
    { key: 'involved_entities', type: 'list' },
    { key: 'impact', type: 'text' },
  ],
  geography: GENERIC_FIELDS,
  languages: GENERIC_FIELDS,
  magic_technology: GENERIC_FIELDS,
  politics_government: GENERIC_FIELDS,
  religion_beliefs: GENERIC_FIELDS,
};

/** The name a new record gets (spec: new location, new character, new culture, new fauna and flora). */
export const ATLAS_DEFAULT_NAMES: Record<AtlasKind, string> = {
  locations: 'new location',
  characters: 'new character',
  cultures: 'new culture',
  flora_fauna: 'new fauna and flora',
  timelines: 'new event',
  geography: 'new place',
  languages: 'new language',
  magic_technology: 'new magic or technology',
  politics_government: 'new power',
  religion_beliefs: 'new belief',
};

/** Location categories and their subcategories (spec §3 Location), in the spec's order. */
export const LOCATION_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  uncategorized: [],
  geographic_regions: ['continent', 'country', 'province_state', 'region', 'district', 'territory'],
  natural_formations: [
    'mountain',
    'valley',
    'forest',
    'river',
    'lake',
    'ocean',
    'desert',
    'plain',
    'cave',
    'cliff',
    'waterfall',
    'island',
    'beach',
    'swamp_marsh',
    'canyon',
    'glacier',
  ],
  settlements: [
    'city',
    'town',
    'village',
    'hamlet',
    'outpost',
    'colony',
    'trading_post',
    'port',
    'mining_town',
    'farming_community',
  ],
  structures_buildings: [
    'castle',
    'palace',
    'fortress',
    'temple',
    'church',
    'monastery',
    'tower',
    'ruin',
    'monument',
    'library',
    'university',
    'market',
    'inn_tavern',
    'house',
    'mansion',
  ],
  military_locations: [
    'barracks',
    'fort',
    'outpost',
    'watchtower',
    'training_ground',
    'armory',
    'military_camp',
    'border_post',
  ],
  magical_locations: [
    'sacred_grove',
    'magical_spring',
    'enchanted_forest',
    'portal_site',
    'ancient_ruin',
    'ritual_ground',
    'haunted_location',
  ],
  transportation: [
    'harbor',
    'crossroad',
    'bridge',
    'mountain_pass',
    'trail_network',
    'caravan_stop',
    'railway_station',
  ],
  economic_locations: [
    'marketplace',
    'trade_route',
    'mining_site',
    'farming_land',
    'industrial_area',
    'merchant_district',
    'workshop',
    'warehouse',
  ],
  cultural_social_spaces: [
    'town_square',
    'meeting_hall',
    'theater',
    'garden',
    'park',
    'cemetery',
    'museum',
    'festival_ground',
  ],
  hidden_secret_locations: [
    'underground_network',
    'secret_passage',
    'hidden_valley',
    'concealed_cave',
    'safe_house',
    'smugglers_cove',
  ],
};

/** A location's type: its category and (optionally) one of that category's subcategories. */
export interface LocationType {
  category: string;
  subcategory: string;
}

/**
 * The type a record may hold: a known category, and a subcategory of it or ''. Read from an
 * object, or from older text "category" / "category:subcategory".
 */
export function cleanLocationType(value: unknown): LocationType {
  if (typeof value === 'string') {
    const [category, subcategory] = value.split(/[:/]/);
    return cleanLocationType({ category, subcategory });
  }
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const category =
    typeof v.category === 'string' && v.category in LOCATION_CATEGORIES
      ? v.category
      : 'uncategorized';
  const subs = LOCATION_CATEGORIES[category] ?? [];
  const subcategory =
    typeof v.subcategory === 'string' && subs.includes(v.subcategory) ? v.subcategory : '';
  return { category, subcategory };
}

/**
 * A record's picture (spec §3 Images on atlas entries): an uploaded one (compressed by the
 * worker; in the project's images/ folder when one is granted, else a data URL inside the book)
 * and/or an external address; `image_source` says which one is the thumbnail (default uploaded).
 */
export interface AtlasImage {
  src: string;
  fileName: string;
  blobId?: string;
  relativePath?: string;
}

export const IMAGE_FIELDS = ['image', 'image_url', 'image_source'] as const;

/** One atlas record as the screens get it: its fields, and its tags from the kind's tag table. */
export interface AtlasRecord {
  id: number;
  uuid: string;
  kind: AtlasKind;
  position_in_list: number;
  mark_for_delete: 0 | 1;
  tags: string[];
  /** The fields of ATLAS_FIELDS[kind]: strings, lists of strings, or a LocationType. */
  fields: Record<string, string | string[] | LocationType>;
  /** The uploaded picture (null when none), the external address ('' when none), which shows. */
  image: AtlasImage | null;
  image_url: string;
  image_source: 'uploaded' | 'external';
}

/** A change to a record: any of its fields, and its tags. */
export interface AtlasChange {
  fields?: Record<string, unknown>;
  tags?: unknown;
  image?: unknown;
  image_url?: unknown;
  image_source?: unknown;
}

/** The relationship table of each kind that can hold relations (spec: characters_rel, …). */
export const ATLAS_REL_TABLES: Partial<Record<AtlasKind, TableName>> = {
  characters: 'characters_rel',
  locations: 'locations_rel',
  flora_fauna: 'flora_fauna_rel',
  cultures: 'culture_rel',
  geography: 'geography_rel',
  languages: 'languages_rel',
  magic_technology: 'magic_technology_rel',
  politics_government: 'politics_government_rel',
  religion_beliefs: 'religion_beliefs_rel',
};

/** A record named in a relation or a search: enough to show and open it. */
export interface AtlasRef {
  kind: AtlasKind;
  id: number;
  name: string;
}

/** A typed relation between two records, seen from one of them. */
export interface AtlasRelation {
  /** The row in the source kind's relationship table. */
  id: number;
  /** Where the relation is stored (the kind of its source record). */
  table: AtlasKind;
  type: string;
  /** The other record. */
  other: AtlasRef;
  /** out: this record → other; in: other → this record (a backlink). */
  direction: 'out' | 'in';
}

/** A record's names in the manuscript: its name and the aliases the author added. */
export interface AtlasAppearance {
  pageId: string;
  pageName: string;
  count: number;
}

/** A record the open page mentions, with how often. */
export interface PageMention extends AtlasRef {
  count: number;
  description: string;
}

/**
 * The relationship view: records of every kind placed by the worker, and their relations. A
 * node's `key` is `kind:id`; the edges join keys.
 */
export interface AtlasGraph {
  nodes: Array<{ key: string; kind: AtlasKind; id: number; name: string; x: number; y: number }>;
  edges: Array<{ source: string; target: string; type: string }>;
}
