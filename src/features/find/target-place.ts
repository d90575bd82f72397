/** Where a find result leads (the routes of src/app/router.tsx) and how the list names it. */
import type { FindTarget } from '../../../workers/contract/find';
import type { TranslationKey } from '../../i18n/keys';
import {
  ATLAS_SECTIONS,
  BACK_SECTIONS,
  BODY_SECTIONS,
  FRONT_SECTIONS,
} from '../../navigation/sections';

const sectionOf = (table: string) =>
  [...FRONT_SECTIONS, ...BODY_SECTIONS, ...BACK_SECTIONS].find((s) => s.table === table);

/** The path that opens the target. */
export function targetPath(target: FindTarget): string {
  switch (target.kind) {
    case 'page':
      return `/body-content/page/${encodeURIComponent(target.id)}`;
    case 'section': {
      const section = sectionOf(target.table);
      const part = FRONT_SECTIONS.includes(section as never)
        ? 'frontmatter'
        : BODY_SECTIONS.includes(section as never)
          ? 'body-content'
          : 'back-matter';
      return `/${part}/${section?.id ?? ''}`;
    }
    case 'appendix':
      // The appendices screen opens this one (not the first) with ?appendix=<id>.
      return `/back-matter/appendices?appendix=${target.id}`;
    case 'note':
      return `/misc/notes?note=${target.id}`;
    case 'atlas':
      return `/world-atlas/${ATLAS_SECTIONS.find((s) => s.table === target.atlasKind)?.id ?? 'locations'}/${target.id}`;
  }
}

/** The translation key naming what the target is, where its own title does not ("Prologue"). */
export function targetKindKey(target: FindTarget): TranslationKey {
  switch (target.kind) {
    case 'page':
      return 'find.kind.page';
    case 'section':
      return sectionOf(target.table)?.titleKey ?? 'find.kind.page';
    case 'appendix':
      return 'routes.appendices';
    case 'note':
      return 'find.kind.note';
    case 'atlas':
      return (
        ATLAS_SECTIONS.find((s) => s.table === target.atlasKind)?.titleKey ?? 'nav.world_atlas'
      );
  }
}

/**
 * The element that holds the target's editor once it shows this target (the appendices screen
 * shows one appendix at a time and marks it), or null where the route alone says so.
 */
export const editorPlace = (target: FindTarget): string | null =>
  target.kind === 'appendix' ? `[data-appendix-id="${target.id}"]` : null;

/** Whether the target opens in a page editor, where the match can be selected. */
export const opensInEditor = (target: FindTarget): boolean =>
  target.kind === 'page' || target.kind === 'section' || target.kind === 'appendix';
