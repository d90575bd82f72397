/** The book sections reachable by route id, with their title keys and database tables. */
import type { SingleSection } from '../../workers/contract/constants';

export interface SectionDef {
  id: string;
  titleKey: string;
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

export const ATLAS_SECTIONS = [
  { id: 'geography', titleKey: 'routes.geography', table: 'geography' },
  { id: 'locations', titleKey: 'routes.locations', table: 'locations' },
  { id: 'characters', titleKey: 'routes.characters', table: 'characters' },
  { id: 'cultures', titleKey: 'routes.cultures', table: 'cultures' },
  { id: 'faunaflora', titleKey: 'routes.faunaflora', table: 'flora_fauna' },
  { id: 'history-timeline', titleKey: 'routes.history_timeline', table: 'timelines' },
  { id: 'languages', titleKey: 'routes.languages', table: 'languages' },
  { id: 'magic-technology', titleKey: 'routes.magic_technology', table: 'magic_technology' },
  {
    id: 'politics-government',
    titleKey: 'routes.politics_government',
    table: 'politics_government',
  },
  { id: 'religion-beliefs', titleKey: 'routes.religion_beliefs', table: 'religion_beliefs' },
] as const;

export const findSection = (list: SectionDef[], id: string | undefined) =>
  list.find((s) => s.id === id);
