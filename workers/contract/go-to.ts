/** What "Go to" (Ctrl/Cmd+P, the quick switcher) finds: pages, folders, atlas records and notes. */
import type { AtlasKind } from './atlas';

export type GoToTarget =
  | { kind: 'page' | 'folder'; id: string; name: string }
  | { kind: 'atlas'; atlasKind: AtlasKind; id: number; name: string }
  | { kind: 'note'; id: number; name: string };
