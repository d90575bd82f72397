/** The book sections reachable by route id, with their title keys and database tables. */
import type { AtlasKind } from '../../workers/contract/atlas';
import type { SingleSection } from '../../workers/contract/constants';
import type { TranslationKey } from '../i18n/keys';

export interface SectionDef {
  id: string;
  titleKey: TranslationKey;
  table?: SingleSection;
}

export const FRONT_SECTIONS: SectionDef[] = [
  { id: 'preface', titleKey: 'routes.preface', table: 'preface' },
  { id: 'table-of-contents', titleKey: 'routes.table_of_contents' },
];

export const BODY_SECTIONS: SectionDef[] = [
  { id: 'prologue', titleKey: 'routes.prologue', table: 'prologue' },
  { id: 'introduction', titleKey: 'routes.introduction', table: 'introduction' },
  { id: 'chapters', titleKey: 'routes.chapters' },
  { id: 'epilogue', titleKey: 'routes.epilogue', table: 'epilogue' },
];

export const BACK_SECTIONS: SectionDef[] = [
  { id: 'appendices', titleKey: 'routes.appendices' },
  { id: 'acknowledgments', titleKey: 'routes.acknowledgments', table: 'acknowledgments' },
  { id: 'author-bio', titleKey: 'routes.author_bio', table: 'author_bio' },
  { id: 'glossary', titleKey: 'routes.glossary', table: 'glossary' },
  { id: 'bibliography', titleKey: 'routes.bibliography', table: 'bibliography' },
  { id: 'index', titleKey: 'routes.index', table: 'book_index' },
  { id: 'afterword', titleKey: 'routes.afterword', table: 'afterword' },
];

/**
 * The world atlas's screens, one per record kind of workers/contract/atlas.ts, in the side nav's
 * order: the route id (/world-atlas/<id>) and the title. Checked against the kinds, so a kind
 * without its screen here (or a screen for no kind) does not build; the side nav, the routes,
 * the links between records and Go to all read this one list (docs/architecture.md).
 */
const ATLAS_SCREENS = {
  geography: { id: 'geography', titleKey: 'routes.geography' },
  locations: { id: 'locations', titleKey: 'routes.locations' },
  characters: { id: 'characters', titleKey: 'routes.characters' },
  cultures: { id: 'cultures', titleKey: 'routes.cultures' },
  flora_fauna: { id: 'faunaflora', titleKey: 'routes.faunaflora' },
  timelines: { id: 'history-timeline', titleKey: 'routes.history_timeline' },
  languages: { id: 'languages', titleKey: 'routes.languages' },
  magic_technology: { id: 'magic-technology', titleKey: 'routes.magic_technology' },
  politics_government: { id: 'politics-government', titleKey: 'routes.politics_government' },
  religion_beliefs: { id: 'religion-beliefs', titleKey: 'routes.religion_beliefs' },
} as const satisfies Record<AtlasKind, { id: string; titleKey: string }>;

/** The atlas screens in the side nav's order, each with the record kind (table) it shows. */
export const ATLAS_SECTIONS = (Object.keys(ATLAS_SCREENS) as AtlasKind[]).map((kind) => ({
  ...ATLAS_SCREENS[kind],
  table: kind,
}));

/** The route id of a kind's screen (links from one record to another). */
export const atlasRouteOf = (kind: AtlasKind): string => ATLAS_SCREENS[kind].id;

/** The kind an atlas route id shows, if there is such a screen. */
export const atlasKindOf = (id: string | undefined): AtlasKind | undefined =>
  ATLAS_SECTIONS.find((s) => s.id === id)?.table;

export const findSection = (list: SectionDef[], id: string | undefined) =>
  list.find((s) => s.id === id);
