/** The words of the section types and of "Include in export" (issue 25), by type. */
import type { SectionType } from '../../../workers/contract/book-structure';
import type { TranslationKey } from '../../i18n/keys';

export const SECTION_TYPE_KEYS: Readonly<Record<SectionType, TranslationKey>> = {
  part: 'structure.type_part',
  chapter: 'structure.type_chapter',
  group: 'structure.type_group',
  scene: 'structure.type_scene',
  unnumbered: 'structure.type_unnumbered',
};
