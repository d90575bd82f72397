/**
 * The database's tables by name (the schema of workers/db/migrations, all steps): change events
 * and the UI's change feed name tables with this type, so a misspelt table is a type error.
 */
export const TABLE_NAMES = [
  'documents',
  'current_document',
  'frontmatter',
  'copyright',
  'folders',
  'chapters',
  'prologue',
  'introduction',
  'epilogue',
  'appendices',
  'preface',
  'characters',
  'locations',
  'flora_fauna',
  'cultures',
  'timelines',
  'characters_rel',
  'locations_rel',
  'flora_fauna_rel',
  'culture_rel',
  'characters_tags',
  'locations_tags',
  'flora_fauna_tags',
  'culture_tags',
  'timeline_tags',
  'notes',
  'labels',
  'app_settings',
  'app_themes',
  'app_setup',
  'images',
  'editor',
  'book_metrics',
  'acknowledgments',
  'author_bio',
  'glossary',
  'bibliography',
  'book_index',
  'afterword',
  'tree_nodes',
  'geography',
  'geography_tags',
  'geography_rel',
  'languages',
  'languages_tags',
  'languages_rel',
  'magic_technology',
  'magic_technology_tags',
  'magic_technology_rel',
  'politics_government',
  'politics_government_tags',
  'politics_government_rel',
  'religion_beliefs',
  'religion_beliefs_tags',
  'religion_beliefs_rel',
  'ebook_settings',
] as const;

export type TableName = (typeof TABLE_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(TABLE_NAMES);

/** True when `name` is a table of the schema. */
export const isTableName = (name: string): name is TableName => NAMES.has(name);
