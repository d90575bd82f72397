/** Where "Go to" leads for each thing it finds (the routes of src/app/router.tsx). */
import type { GoToTarget } from '../../../workers/contract/go-to';
import type { TranslationKey } from '../../i18n/keys';
import { ATLAS_SECTIONS } from '../../navigation/sections';

const atlasSection = (kind: string) => ATLAS_SECTIONS.find((s) => s.table === kind);

/** The path that opens the target. */
export function goToPath(target: GoToTarget): string {
  if (target.kind === 'atlas')
    return `/world-atlas/${atlasSection(target.atlasKind)?.id ?? 'locations'}/${target.id}`;
  if (target.kind === 'page') return `/body-content/page/${encodeURIComponent(target.id)}`;
  if (target.kind === 'folder') return `/body-content/chapter/${encodeURIComponent(target.id)}`;
  return `/misc/notes?note=${target.id}`;
}

/** The translation key of what the target is ("Page", "Characters", "Note"…). */
export function goToKindKey(target: GoToTarget): TranslationKey {
  if (target.kind === 'atlas') return atlasSection(target.atlasKind)?.titleKey ?? 'nav.world_atlas';
  return `go_to.kind.${target.kind}`;
}
